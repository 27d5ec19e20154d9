export enum AdminRole {
  Admin = 'admin',
  SuperAdmin = 'superadmin',
}
