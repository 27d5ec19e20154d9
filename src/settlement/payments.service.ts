import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import { type Client } from '../clients/client.entity.js';
import { ClientsService } from '../clients/clients.service.js';
import { findOwned } from '../common/tenant/owned.js';
import { executeOwned, ownedBy } from '../common/tenant/owned-sql.js';
import { recordEvent } from '../workspace/index.js';
import { ClientPayment } from './client-payment.entity.js';
import type { CreatePaymentDto } from './dto/payment.dto.js';
import {
  type PaymentRecord,
  type PaymentRow,
  type StatementRecord,
  toPaymentRecord,
  toStatementRecord,
} from './payment.mapper.js';

const PAYMENT_NOT_FOUND = 'Posten findes ikke';
const ALREADY_REVERSED = 'Posten er allerede tilbageført';
const REVERSAL_IS_FINAL = 'En tilbageførsel kan ikke selv tilbageføres';

/** Entries are added, never changed (the database refuses it too); the database sums them into `ledger`. */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
  ) {}

  async list(adminId: string, clientId: string): Promise<PaymentRecord[]> {
    await this.clients.findOwn(adminId, clientId);
    return this.rows(this.em, adminId, clientId);
  }

  async record(adminId: string, clientId: string, input: CreatePaymentDto): Promise<PaymentRecord> {
    const client = await this.clients.findOwn(adminId, clientId);
    const id = await this.em.transactional(async (em) => {
      const payment = em.create(ClientPayment, {
        admin: adminId,
        client,
        kind: input.kind,
        amount: input.amount,
        method: input.method,
        at: input.at ? new Date(input.at) : new Date(),
        reference: input.reference?.trim() || null,
      });
      this.recordEvent(em, client, payment);
      await em.flush();
      return payment.id;
    });
    return this.one(adminId, clientId, id);
  }

  /** The entry that cancels another: same kind and amount; a second reversal is a 409. */
  async reverse(adminId: string, clientId: string, paymentId: string): Promise<PaymentRecord> {
    const client = await this.clients.findOwn(adminId, clientId);
    const original = await findOwned(
      this.em,
      ClientPayment,
      adminId,
      paymentId,
      PAYMENT_NOT_FOUND,
      {
        where: { client: clientId },
      },
    );
    if (original.reverses) throw new ConflictException(REVERSAL_IS_FINAL);
    try {
      const id = await this.em.transactional(async (em) => {
        const reversal = em.create(ClientPayment, {
          admin: adminId,
          client,
          kind: original.kind,
          amount: original.amount,
          method: original.method,
          at: new Date(),
          reference: original.reference ?? null,
          reverses: original.id,
        });
        this.recordEvent(em, client, reversal);
        await em.flush();
        return reversal.id;
      });
      return this.one(adminId, clientId, id);
    } catch (error) {
      // The unique index on `reverses` decides between two reversals sent at once.
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictException(ALREADY_REVERSED);
      throw error;
    }
  }

  async statement(adminId: string, clientId: string): Promise<StatementRecord> {
    const client = await this.clients.findOwn(adminId, clientId);
    await this.em.refresh(client);
    const [sums] = await executeOwned<{ advanced: number; paid_out: number; returned: number }[]>(
      this.em,
      adminId,
      `select coalesce(sum(signed) filter (where kind = 'advance'), 0)::int as advanced,
              coalesce(sum(signed) filter (where kind = 'payout'), 0)::int as paid_out,
              coalesce(sum(signed) filter (where kind = 'return'), 0)::int as returned
         from (select kind, case when reverses is null then amount else -amount end as signed
                 from client_payments where client_id = ? and ${ownedBy()}) entries`,
      [clientId],
    );
    return toStatementRecord(client, {
      advanced: sums.advanced,
      paidOut: sums.paid_out,
      returned: sums.returned,
    });
  }

  private recordEvent(em: EntityManager, client: Client, payment: ClientPayment): void {
    recordEvent(em, client, 'payment', {
      paymentId: payment.id,
      kind: payment.kind,
      amount: payment.amount,
      method: payment.method,
      at: payment.at.toISOString(),
      reverses: payment.reverses ?? null,
    });
  }

  private async one(adminId: string, clientId: string, id: string): Promise<PaymentRecord> {
    const [row] = await this.rows(this.em, adminId, clientId, id);
    return row;
  }

  private async rows(
    em: EntityManager,
    adminId: string,
    clientId: string,
    id?: string,
  ): Promise<PaymentRecord[]> {
    const rows = await executeOwned<PaymentRow[]>(
      em,
      adminId,
      `select p.id, p.client_id, p.kind, p.amount, p.method, p.at, p.reference, p.reverses,
              r.id as reversed_by, p.created_at
         from client_payments p left join client_payments r on r.reverses = p.id
        where p.client_id = ? and ${ownedBy('p')} ${id ? 'and p.id = ?' : ''}
        order by p.at desc, p.created_at desc`,
      id ? [clientId, id] : [clientId],
    );
    return rows.map(toPaymentRecord);
  }
}
