import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isRealDate, todayInCopenhagen } from '../../rules/age.js';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type PaymentKind,
  type PaymentMethod,
} from '../../rules/settlement.js';
import { danishCsv } from '../../rules/spreadsheet-cell.js';
import { fieldError } from '../common/validation.js';
import { addDays, startOfCopenhagenDay } from '../common/copenhagen.js';
import type { PaymentExportQueryDto } from './dto/payment.dto.js';

const HEADER = [
  'Dato',
  'Post',
  'Beløb',
  'Metode',
  'Reference',
  'Modpart',
  'Tilbageført post',
  'Id',
];
const REFERRAL_REWARD = 'Henvisningsbonus';

interface ExportRow {
  id: string;
  day: string;
  kind: PaymentKind | 'reward';
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  party: string;
  reverses: string | null;
}

/** PRODUCT.md §18; names are personal data, so the route is in the audit table. */
@Injectable()
export class PaymentsExportService {
  constructor(private readonly em: EntityManager) {}

  async csv(adminId: string, query: PaymentExportQueryDto): Promise<string> {
    const { from, to } = period(query);
    const rows = await this.em.execute<ExportRow[]>(
      `select id, to_char(at at time zone 'Europe/Copenhagen', 'DD-MM-YYYY') as day, kind, amount,
              method, reference, party, reverses
         from (select p.id, p.at, p.created_at, p.kind, p.amount, p.method, p.reference, c.name as party,
                      p.reverses
                 from client_payments p join clients c on c.id = p.client_id
                where p.admin_id = ? and p.at >= ? and p.at < ?
               union all
               select p.id, p.at, p.created_at, 'reward', p.amount, p.method, p.reference, r.name, null
                 from referral_payments p join referrals r on r.id = p.referral_id
                where p.admin_id = ? and p.at >= ? and p.at < ?) entries
        order by at, created_at, id`,
      [adminId, from, to, adminId, from, to],
    );
    return danishCsv([
      HEADER,
      ...rows.map((row) => [
        row.day,
        postLabel(row),
        row.amount,
        PAYMENT_METHOD_LABELS[row.method],
        row.reference,
        row.party,
        row.reverses,
        row.id,
      ]),
    ]);
  }
}

const postLabel = (row: ExportRow) => {
  if (row.kind === 'reward') return REFERRAL_REWARD;
  const label = PAYMENT_KIND_LABELS[row.kind];
  return row.reverses ? `Tilbageførsel: ${label}` : label;
};

function period(query: PaymentExportQueryDto): { from: Date; to: Date } {
  const to = query.to ?? todayInCopenhagen();
  if (!isRealDate(to)) throw fieldError('to', 'to skal være en gyldig dato');
  const from = query.from ?? addDays(to, -365);
  if (!isRealDate(from)) throw fieldError('from', 'from skal være en gyldig dato');
  if (from > to) throw fieldError('from', 'from skal ligge før to');
  return { from: startOfCopenhagenDay(from), to: startOfCopenhagenDay(addDays(to, 1)) };
}
