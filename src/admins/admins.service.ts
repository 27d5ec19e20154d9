import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../common/password/password.js';
import { strengthProblem } from '../common/password/password-strength.js';
import { findPage, type ListParams } from '../common/list/index.js';
import { fieldError } from '../common/validation.js';
import { Admin } from './admin.entity.js';
import { AdminRole } from '../common/admin-role.js';
/* eslint-disable import-x/no-restricted-paths -- a new account starts with the default sites and texts */
import { DEFAULT_SITE_NAMES, DEFAULT_TEXTS } from '../sites/defaults.js';
import { Site } from '../sites/site.entity.js';
import { defaultStake } from '../sites/stakes.js';
/* eslint-enable import-x/no-restricted-paths */

export interface NewAdmin {
  email: string;
  /** None: the admin gets in through the owner's invitation link (`POST /api/admins/{id}/password-reset`). */
  password?: string;
  role?: AdminRole;
  id?: string;
  mustChangePassword?: boolean;
}

/** Matches no password: an admin without one signs in only after setting one through a link. */
const NO_PASSWORD = '!';

const EMAIL_TAKEN = 'Der findes allerede en admin med den email';

const newAdminId = () => randomBytes(15).toString('base64url');

@Injectable()
export class AdminsService {
  private readonly logger = new Logger('Admins');

  constructor(private readonly em: EntityManager) {}

  async findOne(id: string): Promise<Admin> {
    const admin = await this.em.findOne(Admin, { id });
    if (!admin) throw new NotFoundException('Admin findes ikke');
    return admin;
  }

  /** The successor once a recruiter's customers were handed over (PRODUCT.md §20), with the old id as `via`. */
  async serving(id: string): Promise<{ admin: Admin; via: string | null }> {
    const admin = await this.findOne(id);
    if (!admin.transferredTo) return { admin, via: null };
    return { admin: await this.findOne(admin.transferredTo), via: admin.id };
  }

  list(params: ListParams): Promise<[Admin[], number]> {
    return findPage(this.em, Admin, {}, params);
  }

  async create(input: NewAdmin): Promise<Admin> {
    const email = input.email.trim().toLowerCase();
    const problem =
      input.password === undefined ? undefined : strengthProblem(input.password, [email]);
    if (problem) throw fieldError('password', problem);
    if (await this.em.count(Admin, { email })) throw new ConflictException(EMAIL_TAKEN);
    const passwordHash =
      input.password === undefined ? NO_PASSWORD : await hashPassword(input.password);
    const admin = await this.em.transactional(async (em) => {
      const created = em.create(Admin, {
        id: input.id ?? newAdminId(),
        email,
        passwordHash,
        role: input.role ?? AdminRole.Admin,
        mustChangePassword: input.mustChangePassword ?? false,
        texts: structuredClone(DEFAULT_TEXTS),
      });
      DEFAULT_SITE_NAMES.forEach((name, position) =>
        em.create(Site, { admin: created, position, name, stake: defaultStake(name) }),
      );
      return created;
    });
    this.logger.log(
      { event: 'admin_created', adminId: admin.id, role: admin.role },
      'admin created',
    );
    return admin;
  }

  async remove(id: string, by: string): Promise<Admin> {
    if (id === by) throw new ConflictException('Du kan ikke slette dig selv');
    const admin = await this.findOne(id);
    await this.em.nativeDelete(Admin, { id });
    this.logger.log({ event: 'admin_removed', adminId: id }, 'admin removed');
    return admin;
  }

  /** The admin `/` sends visitors to: DEFAULT_ADMIN_ID, else the oldest open owner's account. */
  async defaultAdminId(configured?: string): Promise<string | undefined> {
    if (configured) return configured;
    const [oldest] = await this.em.find(
      Admin,
      { role: AdminRole.SuperAdmin, deactivatedAt: null },
      { orderBy: { createdAt: 'ASC' }, limit: 1 },
    );
    return oldest?.id;
  }

  /** With none configured and no admin at all, a generated password is returned so the caller prints it once. */
  async ensureSuperadmin(
    email?: string,
    password?: string,
  ): Promise<{ email: string; password: string } | undefined> {
    if (email && password) {
      if (!(await this.em.count(Admin, { email })))
        await this.create({ email, password, role: AdminRole.SuperAdmin });
      return undefined;
    }
    if (await this.em.count(Admin, {})) return undefined;
    const generated = {
      email: 'admin@arbi.local',
      password: randomBytes(18).toString('base64url'),
    };
    await this.create({ ...generated, role: AdminRole.SuperAdmin, mustChangePassword: true });
    return generated;
  }
}
