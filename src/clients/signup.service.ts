import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { randomUUID } from 'node:crypto';
import { fieldError } from '../common/validation.js';
import { AdminSitesCache } from './admin-sites.cache.js';
import { isAdult, isValidBirthDate, todayInCopenhagen } from '../../rules/age.js';
import { normalEmail, normalName, normalPhone } from '../../rules/contact.js';
import { SIGNUP_MESSAGES, UNKNOWN_ADMIN } from '../../rules/signup-messages.js';
import type { SignupDto } from './dto/signup.dto.js';
import {
  checkIdempotencyKey,
  keyInFlight,
  replay,
  requestHasher,
  type StoredAnswer,
} from './idempotency.js';
import { parseReferralCode } from '../referrals/referral-code.js';
import { parseChosenSites } from './signup-input.js';
import {
  type IdempotencyClaim,
  type SaveOutcome,
  type Signup,
  SignupRepository,
} from './signup.repository.js';

const SITES_CHANGED = 'Listen over sider er lige blevet ændret, prøv igen';

export type SignupAnswer = StoredAnswer<{ id: string }>;

@Injectable()
export class SignupService {
  private readonly logger = new Logger('Signup');

  private readonly requestHash: (body: unknown) => string;

  constructor(
    private readonly signups: SignupRepository,
    private readonly adminSites: AdminSitesCache,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.requestHash = requestHasher(config.jwtSecret);
  }

  async signup(dto: SignupDto, idempotencyKey?: string): Promise<SignupAnswer> {
    const visitor = this.visitor(dto);
    // A bot filled the hidden field: answer as usual, keep nothing.
    if (dto.website) return { status: 201, body: { id: randomUUID() } };
    let claim: IdempotencyClaim | undefined;
    if (idempotencyKey !== undefined) {
      checkIdempotencyKey(idempotencyKey);
      claim = {
        scope: 'signup',
        key: idempotencyKey,
        requestHash: this.requestHash({ ...dto, dato: undefined }),
      };
    }
    // The kept site list may be stale (a site added or removed since): then once more, fresh.
    const saved =
      (await this.save(dto, visitor, claim, false)) ?? (await this.save(dto, visitor, claim, true));
    return this.answer(saved!, dto.admin, claim);
  }

  /** One try with the admin's site list as kept (or as it is now); undefined: the kept one was stale. */
  private async save(
    dto: SignupDto,
    visitor: Omit<Signup, 'sites'>,
    claim: IdempotencyClaim | undefined,
    fresh: boolean,
  ): Promise<SaveOutcome | undefined> {
    const adminSites = await this.adminSites.siteNames(dto.admin, { fresh });
    if (!adminSites) throw new NotFoundException(UNKNOWN_ADMIN);
    let sites: string[];
    try {
      sites = parseChosenSites(dto.sites, adminSites);
    } catch (error) {
      if (fresh) throw error;
      return undefined;
    }
    const saved = await this.signups.save({ ...visitor, sites }, claim);
    return saved.outcome === 'sites-changed' && !fresh ? undefined : saved;
  }

  private answer(
    saved: SaveOutcome,
    adminId: string,
    claim: IdempotencyClaim | undefined,
  ): SignupAnswer {
    switch (saved.outcome) {
      case 'stored':
        this.logger.log({ event: 'signup', adminId, clientId: saved.clientId }, 'signup stored');
        return { status: 201, body: { id: saved.receipt } };
      case 'signed-up-again':
        // The card keeps its data; the answer is the signup's own receipt, never the card's id.
        this.logger.log(
          { event: 'signed_up_again', adminId, clientId: saved.clientId },
          'repeat signup kept for review',
        );
        return { status: 201, body: { id: saved.receipt } };
      case 'stored-answer':
        return replay({ ...saved, body: saved.body as { id: string } }, claim!.requestHash);
      case 'in-flight':
        throw keyInFlight();
      case 'unknown-admin':
        throw new NotFoundException(UNKNOWN_ADMIN);
      case 'sites-changed':
        throw new ConflictException(SITES_CHANGED);
    }
  }

  private visitor(dto: SignupDto): Omit<Signup, 'sites'> {
    const today = todayInCopenhagen();
    const birth = dto.age.trim();
    if (!isValidBirthDate(birth, today)) throw fieldError('age', SIGNUP_MESSAGES.birthDateInvalid);
    if (!isAdult(birth, today)) throw fieldError('age', SIGNUP_MESSAGES.underAge);
    // The one renaming: the old app's wire names to the names SQL takes (see `Signup`).
    return {
      admin: dto.admin,
      name: normalName(dto.name),
      email: normalEmail(dto.email),
      phone: normalPhone(dto.phone),
      birth,
      referral: parseReferralCode(dto.referal),
      src: dto.src ?? null,
    };
  }
}
