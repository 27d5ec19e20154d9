import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { fieldError } from '../common/validation.js';
import { AdminSitesCache } from './admin-sites.cache.js';
import { isAdult, isValidBirthDate, todayInCopenhagen } from '../../rules/age.js';
import { SIGNUP_MESSAGES, UNKNOWN_ADMIN } from '../../rules/signup-messages.js';
import type { SignupDto } from './dto/signup.dto.js';
import {
  checkIdempotencyKey,
  keyInFlight,
  replay,
  requestHash,
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

  constructor(
    private readonly signups: SignupRepository,
    private readonly adminSites: AdminSitesCache,
  ) {}

  async signup(dto: SignupDto, idempotencyKey?: string): Promise<SignupAnswer> {
    let signup = await this.validate(dto);
    // A bot filled the hidden field: answer as usual, keep nothing.
    if (dto.website) return { status: 201, body: { id: randomUUID() } };
    let claim: IdempotencyClaim | undefined;
    if (idempotencyKey !== undefined) {
      checkIdempotencyKey(idempotencyKey);
      claim = {
        scope: 'signup',
        key: idempotencyKey,
        requestHash: requestHash({ ...dto, dato: undefined }),
      };
    }
    let saved = await this.signups.save(signup, claim);
    if (saved.outcome === 'sites-changed') {
      // The kept site list was stale: check the choice against the admin's list as it is now.
      signup = await this.validate(dto, { fresh: true });
      saved = await this.signups.save(signup, claim);
    }
    return this.answer(saved, signup, claim);
  }

  private answer(
    saved: SaveOutcome,
    signup: Signup,
    claim: IdempotencyClaim | undefined,
  ): SignupAnswer {
    switch (saved.outcome) {
      case 'stored':
        this.logger.log(
          { event: 'signup', adminId: signup.adminId, clientId: saved.clientId },
          'signup stored',
        );
        return { status: 201, body: { id: saved.clientId } };
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

  private async validate(dto: SignupDto, { fresh = false } = {}): Promise<Signup> {
    const today = todayInCopenhagen();
    const birthDate = dto.age.trim();
    if (!isValidBirthDate(birthDate, today))
      throw fieldError('age', SIGNUP_MESSAGES.birthDateInvalid);
    if (!isAdult(birthDate, today)) throw fieldError('age', SIGNUP_MESSAGES.underAge);
    const referralCode = parseReferralCode(dto.referal);
    const adminSites = await this.adminSites.siteNames(dto.admin, { fresh });
    if (!adminSites) throw new NotFoundException(UNKNOWN_ADMIN);
    let sites: string[];
    try {
      sites = parseChosenSites(dto.sites, adminSites);
    } catch (error) {
      // A site added since the list was kept: ask again before refusing it.
      if (fresh) throw error;
      return this.validate(dto, { fresh: true });
    }
    return {
      adminId: dto.admin,
      name: dto.name.trim().replace(/\s+/g, ' '),
      email: dto.email.trim().toLowerCase(),
      phone: dto.phone.replace(/[\s()-]/g, ''),
      birthDate,
      referralCode,
      sites,
      source: dto.src ?? null,
    };
  }
}
