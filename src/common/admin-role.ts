/** What an admin may do: every guard and decorator below the features checks it. */
export enum AdminRole {
  Admin = 'admin',
  SuperAdmin = 'superadmin',
}
