import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Admin } from '../admins/admin.entity.js';
import { SettingsService } from '../admins/settings.service.js';
import { fieldError } from '../common/validation.js';
import { isAdult, isValidBirthDate, todayInCopenhagen, UNDER_AGE } from './age.js';
import { Client } from './client.entity.js';
import type { SignupDto } from './dto/signup.dto.js';
import { Idempotency, requestHash, type StoredAnswer } from './idempotency.js';
import { parseChosenSites, parseReferralCode } from './signup-input.js';

export const UNKNOWN_ADMIN = 'der er sket en fejl, prøv igen senere';

interface Signup {
  adminId: string;
  name: string;
  email: string;
  phone: string;
  birthDate: string;
  referralCode: string | null;
  sites: string[];
}

export type SignupAnswer = StoredAnswer<{ id: string }>;

@Injectable()
export class SignupService {
  private readonly logger = new Logger('Signup');

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly idempotency: Idempotency,
  ) {}

  async signup(dto: SignupDto, idempotencyKey?: string): Promise<SignupAnswer> {
    const signup = await this.validate(dto);
    // A bot filled the hidden field: answer as usual, keep nothing.
    if (dto.website) return { status: 201, body: { id: randomUUID() } };
    const work = async (em: EntityManager): Promise<SignupAnswer> => ({
      status: 201,
      body: { id: await this.saveClient(em, signup) },
    });
    const answer = idempotencyKey
      ? await this.idempotency.run(this.em, 'signup', idempotencyKey, requestHash({ ...dto, dato: undefined }), work)
      : await this.em.transactional(work);
    this.logger.log({ event: 'signup', adminId: signup.adminId, clientId: answer.body.id }, 'signup stored');
    return answer;
  }

  private async validate(dto: SignupDto): Promise<Signup> {
    const today = todayInCopenhagen();
    const birthDate = dto.age.trim();
    if (!isValidBirthDate(birthDate, today)) throw fieldError('age', 'Skriv en gyldig fødselsdato');
    if (!isAdult(birthDate, today)) throw fieldError('age', UNDER_AGE);
    const referralCode = parseReferralCode(dto.referal);
    const admin = await this.em.findOne(Admin, { id: dto.admin });
    if (!admin) throw new NotFoundException(UNKNOWN_ADMIN);
    const adminSites = (await this.settings.sites(admin.id)).map((site) => site.name);
    return {
      adminId: admin.id,
      name: dto.name.trim().replace(/\s+/g, ' '),
      email: dto.email.trim().toLowerCase(),
      phone: dto.phone.replace(/[\s()-]/g, ''),
      birthDate,
      referralCode,
      sites: parseChosenSites(dto.sites, adminSites),
    };
  }

  /**
   * One active card per visitor: a signup with the email or phone of an active client updates it.
   * Advisory locks on both make concurrent duplicates wait for each other instead of racing.
   */
  private async saveClient(em: EntityManager, signup: Signup): Promise<string> {
    const lockKeys = [`client:${signup.adminId}:email:${signup.email}`, `client:${signup.adminId}:phone:${signup.phone}`].sort();
    for (const key of lockKeys) await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
    const fields = {
      name: signup.name,
      email: signup.email,
      phone: signup.phone,
      birthDate: signup.birthDate,
      sites: signup.sites,
      siteCount: signup.sites.length,
    };
    const existing = await em.findOne(
      Client,
      { admin: signup.adminId, archivedAt: null, $or: [{ email: signup.email }, { phone: signup.phone }] },
      { orderBy: { createdAt: 'ASC' } },
    );
    if (existing) {
      em.assign(existing, { ...fields, referralCode: signup.referralCode ?? existing.referralCode });
      return existing.id;
    }
    const client = em.create(Client, { ...fields, admin: signup.adminId, referralCode: signup.referralCode });
    return client.id;
  }
}
