import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { Admin } from '../admins/admin.entity.js';
import { AuditWriter, PASSWORD_RESET } from '../audit/index.js';
import { AdminsService } from '../admins/admins.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { fieldError } from '../common/validation.js';
import { Mailer } from '../notifications/index.js';
import { AccountThrottle, AuthService } from '../auth/index.js';
import { strengthProblem } from '../common/password/password-strength.js';
import { PasswordReset } from './password-reset.entity.js';
import { resetMail } from './reset-mail.js';

const EMAILED_MINUTES = 30;
const BY_OWNER_HOURS = 72;
const LINK_INVALID = 'Linket er udløbet eller allerede brugt: bed om et nyt';
const CLOSED = 'Kontoen er lukket: åbn den igen, før du laver et link';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** PRODUCT.md §21: only the token's hash is stored; using it ends every session and lifts the lockout. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly em: EntityManager,
    private readonly auth: AuthService,
    private readonly admins: AdminsService,
    private readonly mailer: Mailer,
    private readonly throttle: AccountThrottle,
    private readonly audit: AuditWriter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Answers at once for known and unknown emails alike; the link is always on PUBLIC_URL, never the request's Host. */
  request(email: string): void {
    const account = email.trim().toLowerCase();
    const publicUrl = this.config.publicUrl;
    if (!publicUrl || !this.mailer.available) {
      this.logger.warn(
        { event: 'password_reset_unavailable' },
        'password reset by email needs SMTP_URL and PUBLIC_URL',
      );
      return;
    }
    const fork = this.em.fork();
    void (async () => {
      const admin = await fork.findOne(Admin, { email: account, deactivatedAt: null });
      if (!admin) return;
      const { url } = await this.createLink(fork, admin, publicUrl, false);
      await this.mailer.send({ to: admin.email, ...resetMail(url, EMAILED_MINUTES) });
      this.logger.log({ event: 'password_reset_mailed', adminId: admin.id }, 'reset mailed');
    })().catch((error: unknown) =>
      this.logger.error({ event: 'password_reset_mail_failed', err: error }, 'reset mail failed'),
    );
  }

  async linkByOwner(adminId: string, origin: string): Promise<{ url: string; expiresAt: Date }> {
    const admin = await this.admins.findOne(adminId);
    if (admin.deactivatedAt) throw new ConflictException(CLOSED);
    const link = await this.createLink(this.em, admin, this.config.publicUrl ?? origin, true);
    this.logger.log({ event: 'password_reset_link_made', adminId }, 'reset link made by owner');
    return link;
  }

  async confirm(token: string, newPassword: string): Promise<void> {
    const reset = await this.em.findOne(
      PasswordReset,
      { tokenHash: hashToken(token), usedAt: null, expiresAt: { $gt: new Date() } },
      { populate: ['admin'] },
    );
    // A closed account's links were spent as it closed; this holds even for one made meanwhile.
    if (!reset || reset.admin.deactivatedAt) throw fieldError('token', LINK_INVALID);
    const problem = strengthProblem(newPassword, [reset.admin.email]);
    if (problem) throw fieldError('newPassword', problem);
    // Single use, even if two requests race: only the one that marks it used goes on.
    const marked = await this.em.nativeUpdate(
      PasswordReset,
      { id: reset.id, usedAt: null },
      { usedAt: new Date() },
    );
    if (!marked) throw fieldError('token', LINK_INVALID);
    await this.auth.setPassword(reset.admin, newPassword, 'newPassword');
    await this.throttle.lift(reset.admin.email, reset.admin.id);
    this.audit.note({
      adminId: reset.admin.id,
      action: PASSWORD_RESET,
      resource: 'admins',
      recordId: reset.admin.id,
      at: new Date(),
    });
    this.logger.log({ event: 'password_reset', adminId: reset.admin.id }, 'password reset');
  }

  private async createLink(
    em: EntityManager,
    admin: Admin,
    origin: string,
    byOwner: boolean,
  ): Promise<{ url: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const lifetimeMs = byOwner ? BY_OWNER_HOURS * 3600_000 : EMAILED_MINUTES * 60_000;
    const expiresAt = new Date(Date.now() + lifetimeMs);
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        PasswordReset,
        { admin: admin.id, usedAt: null },
        { usedAt: new Date() },
      );
      tx.create(PasswordReset, { admin, tokenHash: hashToken(token), byOwner, expiresAt });
    });
    // In the fragment: the token never reaches a server log or a Referer.
    return { url: `${origin}/admin/nulstil#${token}`, expiresAt };
  }
}
