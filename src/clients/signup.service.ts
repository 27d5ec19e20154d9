import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { fieldError } from '../common/validation.js';
import { isAdult, isValidBirthDate, todayInCopenhagen, UNDER_AGE } from './age.js';
import type { SignupDto } from './dto/signup.dto.js';
import { Idempotency, requestHash, type StoredAnswer } from './idempotency.js';
import { parseChosenSites, parseReferralCode } from './signup-input.js';
import { type Signup, SignupRepository } from './signup.repository.js';

export const UNKNOWN_ADMIN = 'der er sket en fejl, prøv igen senere';

export type SignupAnswer = StoredAnswer<{ id: string }>;

@Injectable()
export class SignupService {
  private readonly logger = new Logger('Signup');

  constructor(
    private readonly signups: SignupRepository,
    private readonly idempotency: Idempotency,
  ) {}

  async signup(dto: SignupDto, idempotencyKey?: string): Promise<SignupAnswer> {
    const signup = await this.validate(dto);
    // A bot filled the hidden field: answer as usual, keep nothing.
    if (dto.website) return { status: 201, body: { id: randomUUID() } };
    const answer = idempotencyKey
      ? await this.idempotency.run('signup', idempotencyKey, requestHash({ ...dto, dato: undefined }), async (client) => ({
          status: 201,
          body: { id: await this.signups.saveClient(signup, client) },
        }))
      : { status: 201, body: { id: await this.signups.saveClient(signup) } };
    this.logger.log({ event: 'signup', adminId: signup.adminId, clientId: answer.body.id }, 'signup stored');
    return answer;
  }

  private async validate(dto: SignupDto): Promise<Signup> {
    const today = todayInCopenhagen();
    const birthDate = dto.age.trim();
    if (!isValidBirthDate(birthDate, today)) throw fieldError('age', 'Skriv en gyldig fødselsdato');
    if (!isAdult(birthDate, today)) throw fieldError('age', UNDER_AGE);
    const referralCode = parseReferralCode(dto.referal);
    const adminSites = await this.signups.siteNames(dto.admin);
    if (!adminSites) throw new NotFoundException(UNKNOWN_ADMIN);
    return {
      adminId: dto.admin,
      name: dto.name.trim().replace(/\s+/g, ' '),
      email: dto.email.trim().toLowerCase(),
      phone: dto.phone.replace(/[\s()-]/g, ''),
      birthDate,
      referralCode,
      sites: parseChosenSites(dto.sites, adminSites),
    };
  }
}
