import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { Admin } from '../../admins/admin.entity.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import type { Principal } from '../../common/current-admin.decorator.js';
import { fieldError } from '../../common/validation.js';
import { AccountThrottle, type GuessSource } from '../account-throttle.js';
import { verifyPassword } from '../../common/password/password.js';
import { PolicyService } from '../policy/policy.service.js';
import { Session } from '../session.entity.js';
import { hashRecoveryCode, looksLikeTotpCode, newRecoveryCodes } from './recovery-codes.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { TotpSecret } from './totp-secret.entity.js';
import type { TotpSetupAnswer, TwoFactorStatus } from './totp.mapper.js';

const PERIOD = 30;
const WRONG_CODE = 'Koden er forkert eller allerede brugt';
const ALREADY_ON = 'Totrinsbekræftelse er allerede slået til';
const NOT_STARTED = 'Start opsætningen forfra: der er ingen nøgle at bekræfte';
const REQUIRED = 'Ejeren kræver totrinsbekræftelse: den kan ikke slås fra';

const totpFor = (secret: string, email: string, issuer: string) =>
  new TOTP({ issuer, label: email, secret: Secret.fromBase32(secret), period: PERIOD, digits: 6 });

/** RFC 6238; a code's step is checked and stored in one statement, so two requests cannot both use it. */
@Injectable()
export class TotpService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly em: EntityManager,
    private readonly throttle: AccountThrottle,
    private readonly policy: PolicyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(adminId: string): Promise<TwoFactorStatus> {
    return {
      enabled: await this.policy.hasTwoFactor(adminId),
      recoveryCodesLeft: await this.em.count(RecoveryCode, { admin: adminId, usedAt: null }),
      required: (await this.policy.get()).requireTwoFactor,
    };
  }

  async setUp(principal: Principal): Promise<TotpSetupAnswer> {
    if (await this.policy.hasTwoFactor(principal.id)) throw new ConflictException(ALREADY_ON);
    const secret = new Secret({ size: 20 }).base32;
    await this.em.upsert(TotpSecret, {
      admin: principal.id,
      secret,
      enabledAt: null,
      lastStep: null,
      createdAt: new Date(),
    });
    const otpauthUrl = totpFor(secret, principal.email, this.issuer()).toString();
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
    return { otpauthUrl, qrSvg };
  }

  /** The first right code turns it on and answers the ten recovery codes (shown once). */
  async enable(principal: Principal, code: string, source: GuessSource): Promise<string[]> {
    const pending = await this.em.findOne(TotpSecret, { admin: principal.id });
    if (!pending) throw fieldError('code', NOT_STARTED);
    if (pending.enabledAt) throw new ConflictException(ALREADY_ON);
    await this.throttle.check('code', principal.id, source, principal.id);
    const step = this.matchingStep(pending.secret, principal.email, code);
    if (step === undefined) {
      await this.throttle.failed('code', principal.id, source, principal.id);
      throw fieldError('code', WRONG_CODE);
    }
    const codes = newRecoveryCodes();
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(
        TotpSecret,
        { admin: principal.id },
        { enabledAt: new Date(), lastStep: step },
      );
      await em.nativeDelete(RecoveryCode, { admin: principal.id });
      for (const recovery of codes)
        em.create(RecoveryCode, { admin: principal.id, codeHash: hashRecoveryCode(recovery) });
      await em.nativeUpdate(
        Session,
        { admin: principal.id, pendingStep: 'set_up_two_factor' },
        { pendingStep: null },
      );
    });
    this.logger.log({ event: 'two_factor_enabled', adminId: principal.id }, 'two-factor on');
    return codes;
  }

  async disable(principal: Principal, password: string, code: string, source: GuessSource) {
    if ((await this.policy.get()).requireTwoFactor) throw new ConflictException(REQUIRED);
    const admin = await this.em.findOneOrFail(
      Admin,
      { id: principal.id },
      { populate: ['passwordHash'] },
    );
    await this.throttle.check('password', admin.id, source, admin.id);
    if (!(await verifyPassword(admin.passwordHash, password))) {
      await this.throttle.failed('password', admin.id, source, admin.id);
      throw fieldError('password', 'Adgangskoden er forkert');
    }
    if (!(await this.useCode(admin, code, source))) throw fieldError('code', WRONG_CODE);
    await this.em.transactional(async (em) => {
      await em.nativeDelete(RecoveryCode, { admin: admin.id });
      await em.nativeDelete(TotpSecret, { admin: admin.id });
    });
    this.logger.log({ event: 'two_factor_disabled', adminId: admin.id }, 'two-factor off');
  }

  /** A code from the app, or an unused recovery code; true when it was right (and is now used). */
  async useCode(admin: Admin, code: string, source: GuessSource): Promise<boolean> {
    await this.throttle.check('code', admin.id, source, admin.id);
    const used = looksLikeTotpCode(code)
      ? await this.useTotpCode(admin, code)
      : await this.useRecoveryCode(admin, code);
    if (used) await this.throttle.succeeded('code', admin.id, source);
    else await this.throttle.failed('code', admin.id, source, admin.id);
    return used;
  }

  private async useTotpCode(admin: Admin, code: string): Promise<boolean> {
    const totp = await this.em.findOne(TotpSecret, { admin: admin.id, enabledAt: { $ne: null } });
    if (!totp) return false;
    const step = this.matchingStep(totp.secret, admin.email, code);
    if (step === undefined) return false;
    const taken = await this.em.nativeUpdate(
      TotpSecret,
      { admin: admin.id, $or: [{ lastStep: null }, { lastStep: { $lt: step } }] },
      { lastStep: step },
    );
    return taken === 1;
  }

  private async useRecoveryCode(admin: Admin, code: string): Promise<boolean> {
    const used = await this.em.nativeUpdate(
      RecoveryCode,
      { admin: admin.id, codeHash: hashRecoveryCode(code), usedAt: null },
      { usedAt: new Date() },
    );
    if (used) this.logger.log({ event: 'recovery_code_used', adminId: admin.id }, 'recovery code');
    return used === 1;
  }

  private matchingStep(secret: string, email: string, code: string): number | undefined {
    const token = code.replace(/\s/g, '');
    const timestamp = Date.now();
    const delta = totpFor(secret, email, this.issuer()).validate({ token, window: 1, timestamp });
    if (delta === null) return undefined;
    return Math.floor(timestamp / 1000 / PERIOD) + delta;
  }

  private issuer(): string {
    return this.config.publicUrl ? `Arbi (${new URL(this.config.publicUrl).host})` : 'Arbi';
  }
}
