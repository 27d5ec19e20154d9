import { LockMode } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { isAdult, isValidBirthDate, todayInCopenhagen } from '../../rules/age.js';
import { normalEmail, normalName, normalPhone } from '../../rules/contact.js';
import { SIGNUP_MESSAGES } from '../../rules/signup-messages.js';
import { sameSites } from '../../rules/sites.js';
import { isUuid } from '../common/ids.js';
import type { ListParams, SqlListParams } from '../common/list/index.js';
import { findOwned } from '../common/tenant/owned.js';
import { requestScope } from '../common/tenant/tenant-filter.js';
import { completeFee } from '../common/fee-agreement.js';
import { fieldError } from '../common/validation.js';
import { FORGET_PERSONAL_DATA, recordEvent } from './timeline.js';
import { Client, type ClientListRow, NOT_AVAILABLE } from './client.entity.js';
import { CLIENT_LIST_COLUMNS, totalsCondition } from './clients.list.js';
import type { UpdateClientDto } from './dto/update-client.dto.js';
import { executeOwned, ownedBy, queryOwned, queryOwnedPage } from '../common/tenant/owned-sql.js';
import { PgPool } from '../database/pg-pool.js';

export const CLIENT_NOT_FOUND = 'Kunden findes ikke';
const ALREADY_ARCHIVED = 'Kunden er allerede arkiveret';
const ARCHIVED_READ_ONLY = 'Kunden er arkiveret og kan ikke ændres';
const CONTACT_TAKEN = 'En anden aktiv kunde har allerede denne email eller dette telefonnummer';

const NOTHING_PENDING = 'Kunden har ingen nye oplysninger fra en ny tilmelding';

const CONTACT_FIELDS = ['name', 'email', 'phone', 'birthDate'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
/** What a correction may change: the contact data, and from a repeat signup its sites and referral. */
const CORRECTABLE_FIELDS = [...CONTACT_FIELDS, 'sites', 'referralCode'] as const;
type Correction = Partial<Pick<Client, (typeof CORRECTABLE_FIELDS)[number]>>;

/** Sites compare as sets: the same accounts ticked in another order are no change. */
const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? sameSites(a, b) : a === b;

/** Another active card has the email or phone: the partial unique indexes said so. */
const contactTaken = (error: unknown) =>
  error instanceof UniqueConstraintViolationException
    ? new ConflictException(CONTACT_TAKEN)
    : error;

@Injectable()
export class ClientsService {
  private readonly logger = new Logger('Clients');

  constructor(
    private readonly em: EntityManager,
    private readonly db: PgPool,
  ) {}

  /** The customer list in SQL on the pool: the panel's hottest read (bench/workspace/NOTES.md). */
  async list(adminId: string, params: SqlListParams): Promise<[ClientListRow[], number]> {
    const totals = totalsCondition(params.filter);
    return queryOwnedPage<ClientListRow>(
      this.em,
      await this.db.pool(),
      adminId,
      { table: 'clients', columns: CLIENT_LIST_COLUMNS },
      params,
      totals ? (listed) => this.countFromTotals(listed, totals) : undefined,
    );
  }

  private async countFromTotals(
    adminId: string,
    totals: { where: string; params: unknown[] },
  ): Promise<number> {
    const [row] = await queryOwned<{ n: number }>(
      await this.db.pool(),
      adminId,
      `select coalesce(sum("clients"), 0)::int as n from "client_totals" where ${ownedBy()}${totals.where}`,
      totals.params,
    );
    return row.n;
  }

  findOwn(adminId: string, id: string): Promise<Client> {
    return findOwned(this.em, Client, adminId, id, CLIENT_NOT_FOUND);
  }

  /** Another admin's customer is 404; the owner reading a recruiter's customer reads as them (PRODUCT.md §20). */
  async openListed(adminId: string, params: ListParams): Promise<void> {
    const { clientId } = params.filter;
    if (typeof clientId === 'string') await this.findOwnId(adminId, clientId);
  }

  /** One indexed lookup, not the card loaded as an entity. */
  async findOwnId(adminId: string, id: string): Promise<string> {
    const found =
      isUuid(id) &&
      (
        await queryOwned(
          await this.db.pool(),
          adminId,
          `select 1 from "clients" where "id" = ? and ${ownedBy()}`,
          [id],
        )
      ).length > 0;
    // The owner opening a recruiter's customer (PRODUCT.md §20) goes the way `findOwn` does.
    if (!found && requestScope(this.em)?.owner) return (await this.findOwn(adminId, id)).id;
    if (!found) {
      this.logger.warn(
        { event: 'not_found', resource: 'Client', adminId },
        'row not found for admin',
      );
      throw new NotFoundException(CLIENT_NOT_FOUND);
    }
    return id;
  }

  /** An active client, locked for the rest of the caller's transaction; an archived one is 409. */
  async lockActive(em: EntityManager, adminId: string, id: string): Promise<Client> {
    const client = await findOwned(em, Client, adminId, id, CLIENT_NOT_FOUND, {
      options: { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    });
    if (client.archivedAt) throw new ConflictException(ARCHIVED_READ_ONLY);
    return client;
  }

  async update(adminId: string, id: string, input: UpdateClientDto): Promise<Client> {
    const corrections = this.corrections(input);
    try {
      await this.em.transactional(async (em) => {
        const client = await this.lockActive(em, adminId, id);
        if (input.status !== undefined && input.status !== client.status) {
          recordEvent(em, client, 'status_changed', { from: client.status, to: input.status });
          client.status = input.status;
        }
        if (input.nextContactAt !== undefined) {
          client.nextContactAt =
            input.nextContactAt === null ? null : new Date(input.nextContactAt);
        }
        this.correct(em, client, corrections);
        if (input.fee !== undefined) {
          const fee = completeFee(input.fee, 'fee');
          Object.assign(client, {
            feeModel: fee.model,
            feeAmount: fee.amount,
            feePercent: fee.percent,
          });
        }
      });
    } catch (error) {
      throw contactTaken(error);
    }
    return this.reload(adminId, id);
  }

  /** A repeat signup's data becomes the card's as a correction like any other, and the card is reviewed. */
  async applyPendingSignup(adminId: string, id: string): Promise<Client> {
    try {
      await this.em.transactional(async (em) => {
        const client = await this.lockActive(em, adminId, id);
        const pending = client.pendingSignup;
        if (!pending) throw new ConflictException(NOTHING_PENDING);
        const { name, email, phone, birthDate, sites, referralCode } = pending;
        this.correct(em, client, {
          ...this.corrections({ name, email, phone, birthDate }),
          sites,
          // A signup without a code says nothing about the one the card has.
          ...(referralCode ? { referralCode } : {}),
        });
        client.pendingSignup = null;
      });
    } catch (error) {
      throw contactTaken(error);
    }
    return this.reload(adminId, id);
  }

  async dismissPendingSignup(adminId: string, id: string): Promise<Client> {
    await this.em.transactional(async (em) => {
      const client = await this.lockActive(em, adminId, id);
      client.pendingSignup = null;
    });
    return this.reload(adminId, id);
  }

  private correct(em: EntityManager, client: Client, corrections: Correction): void {
    const changed = CORRECTABLE_FIELDS.filter(
      (field) => corrections[field] !== undefined && !sameValue(corrections[field], client[field]),
    );
    if (!changed.length) return;
    const from = Object.fromEntries(changed.map((field) => [field, client[field] ?? null]));
    recordEvent(em, client, 'contact_corrected', { fields: changed, from });
    Object.assign(client, Object.fromEntries(changed.map((field) => [field, corrections[field]])));
    if (changed.includes('sites')) client.siteCount = client.sites.length;
  }

  private async reload(adminId: string, id: string): Promise<Client> {
    const client = await this.findOwn(adminId, id);
    await this.em.refresh(client);
    return client;
  }

  private corrections(
    input: Pick<UpdateClientDto, ContactField>,
  ): Partial<Record<ContactField, string>> {
    const out: Partial<Record<ContactField, string>> = {};
    if (input.name !== undefined) out.name = normalName(input.name);
    if (input.email !== undefined) out.email = normalEmail(input.email);
    if (input.phone !== undefined) out.phone = normalPhone(input.phone);
    if (input.birthDate !== undefined) {
      const today = todayInCopenhagen();
      const birthDate = input.birthDate.trim();
      if (!isValidBirthDate(birthDate, today))
        throw fieldError('birthDate', SIGNUP_MESSAGES.birthDateInvalid);
      if (!isAdult(birthDate, today)) throw fieldError('birthDate', SIGNUP_MESSAGES.underAge);
      out.birthDate = birthDate;
    }
    return out;
  }

  /** One statement archives it all or nothing, in one round trip; a second archive changes nothing. */
  async archive(adminId: string, id: string): Promise<Client> {
    if (!isUuid(id)) throw new NotFoundException(CLIENT_NOT_FOUND);
    const rows = await executeOwned<Record<string, unknown>[]>(
      this.em,
      adminId,
      `with archived as (
         update "clients"
            set "name" = ?, "email" = ?, "phone" = ?, "birth_date" = null, "next_contact_at" = null, "pending_signup" = null,
                "archived_at" = now(), "archived_by" = ?
          where "id" = ? and ${ownedBy()} and "archived_at" is null
          returning "id", "admin_id"
       ), ${FORGET_PERSONAL_DATA}
       select "id" from archived`,
      [NOT_AVAILABLE, NOT_AVAILABLE, NOT_AVAILABLE, adminId, id],
    );
    const archived = rows.length > 0;
    const client = await this.findOwn(adminId, id);
    if (!archived) throw new ConflictException(ALREADY_ARCHIVED);
    await this.em.refresh(client);
    this.logger.log({ event: 'client_archived', adminId, clientId: id }, 'client archived');
    return client;
  }
}
