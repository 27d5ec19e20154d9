import type { Admin } from './admin.entity.js';

export interface AdminRecord {
  id: string;
  email: string;
  role: Admin['role'];
  createdAt: string;
}

export const toAdminRecord = (admin: Admin): AdminRecord => ({
  id: admin.id,
  email: admin.email,
  role: admin.role,
  createdAt: admin.createdAt.toISOString(),
});
