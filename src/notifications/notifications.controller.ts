import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors, ApiList } from '../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { ListPage, ListQueryDto, parseListQuery } from '../common/list/index.js';
import { DELIVERIES_LIST } from './deliveries.list.js';
import { DeliveryRecord, toDeliveryRecord } from './delivery.mapper.js';
import { NotificationsService } from './notifications.service.js';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get('deliveries')
  @ApiOperation({ summary: "The admin's notifications, newest first, with how sending them went" })
  @ApiList(DeliveryRecord, DELIVERIES_LIST)
  async deliveries(
    @CurrentAdmin() principal: Principal,
    @Query() query: ListQueryDto,
  ): Promise<ListPage<DeliveryRecord>> {
    const params = parseListQuery(query, DELIVERIES_LIST);
    return ListPage.of(
      params,
      await this.notifications.deliveries(principal.id, params),
      toDeliveryRecord,
    );
  }

  @Post('test')
  @HttpCode(202)
  @ApiOperation({ summary: 'Queue a test notification on each channel that is on' })
  @ApiAnswer([DeliveryRecord], 202, 'Queued')
  @ApiErrors(400)
  async test(@CurrentAdmin() principal: Principal): Promise<DeliveryRecord[]> {
    return (await this.notifications.sendTest(principal.id)).map(toDeliveryRecord);
  }
}
