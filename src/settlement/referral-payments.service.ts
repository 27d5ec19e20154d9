import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReferralsService } from '../referrals/referrals.service.js';
import type { CreateReferralPaymentDto } from './dto/payment.dto.js';
import { type ReferralPaymentRecord, toReferralPaymentRecord } from './payment.mapper.js';
import { ReferralPayment } from './referral-payment.entity.js';

@Injectable()
export class ReferralPaymentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly referrals: ReferralsService,
  ) {}

  async record(
    adminId: string,
    referralId: string,
    input: CreateReferralPaymentDto,
  ): Promise<ReferralPaymentRecord> {
    const referral = await this.referrals.findOne(adminId, referralId);
    const payment = this.em.create(ReferralPayment, {
      admin: adminId,
      referral,
      amount: input.amount,
      method: input.method,
      at: input.at ? new Date(input.at) : new Date(),
      reference: input.reference?.trim() || null,
    });
    await this.em.flush();
    return toReferralPaymentRecord(payment);
  }
}
