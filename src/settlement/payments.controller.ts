import { Body, Controller, Get, Header, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import {
  CreatePaymentDto,
  CreateReferralPaymentDto,
  PaymentExportQueryDto,
} from './dto/payment.dto.js';
import { PaymentRecord, ReferralPaymentRecord, StatementRecord } from './payment.mapper.js';
import { PaymentsExportService } from './payments-export.service.js';
import { PaymentsService } from './payments.service.js';
import { ReferralPaymentsService } from './referral-payments.service.js';

@ApiTags('clients')
@Controller('clients/:id')
export class ClientPaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payments')
  @ApiOperation({ summary: "A customer's ledger, newest first" })
  @ApiAnswer([PaymentRecord])
  list(@CurrentAdmin() admin: Principal, @Param('id') id: string): Promise<PaymentRecord[]> {
    return this.payments.list(admin.id, id);
  }

  @Post('payments')
  @ApiOperation({ summary: 'Add an entry: advance, payout or return (whole kr)' })
  @ApiAnswer(PaymentRecord, 201)
  record(
    @CurrentAdmin() admin: Principal,
    @Param('id') id: string,
    @Body() body: CreatePaymentDto,
  ): Promise<PaymentRecord> {
    return this.payments.record(admin.id, id, body);
  }

  @Post('payments/:paymentId/reverse')
  @ApiOperation({ summary: 'Add the entry that cancels one (once; a reversal is final)' })
  @ApiAnswer(PaymentRecord, 201)
  @ApiErrors(409)
  reverse(
    @CurrentAdmin() admin: Principal,
    @Param('id') id: string,
    @Param('paymentId') paymentId: string,
  ): Promise<PaymentRecord> {
    return this.payments.reverse(admin.id, id, paymentId);
  }

  @Get('statement')
  @ApiOperation({ summary: "The customer's statement: fee, what moved each way, what is left" })
  @ApiAnswer(StatementRecord)
  statement(@CurrentAdmin() admin: Principal, @Param('id') id: string): Promise<StatementRecord> {
    return this.payments.statement(admin.id, id);
  }
}

@ApiTags('referrals')
@Controller('referrals/:id/payments')
export class ReferralPaymentsController {
  constructor(private readonly payments: ReferralPaymentsService) {}

  @Post()
  @ApiOperation({ summary: 'Record a reward paid to the referrer (whole kr)' })
  @ApiAnswer(ReferralPaymentRecord, 201)
  record(
    @CurrentAdmin() admin: Principal,
    @Param('id') id: string,
    @Body() body: CreateReferralPaymentDto,
  ): Promise<ReferralPaymentRecord> {
    return this.payments.record(admin.id, id, body);
  }
}

@ApiTags('payments')
@Controller('payments')
export class PaymentsExportController {
  constructor(private readonly exports: PaymentsExportService) {}

  @Get('export')
  @ApiOperation({
    summary:
      "The period's ledger entries and referral payments as a Danish CSV (';', BOM, formulas neutralised)",
  })
  @ApiProduces('text/csv')
  @ApiResponse({
    status: 200,
    description: 'CSV',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="afregning.csv"')
  csv(@CurrentAdmin() admin: Principal, @Query() query: PaymentExportQueryDto): Promise<string> {
    return this.exports.csv(admin.id, query);
  }
}
