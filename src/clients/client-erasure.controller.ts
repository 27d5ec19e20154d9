import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { ClientErasureService } from './client-erasure.service.js';
import { ErasedClientRecord } from './client.mapper.js';

@ApiTags('clients')
@Controller('clients')
export class ClientErasureController {
  constructor(private readonly erasure: ClientErasureService) {}

  @Delete(':id')
  @ApiOperation({
    summary: 'Erase a customer and everything about them (the right to be forgotten)',
  })
  @ApiAnswer(ErasedClientRecord, 200, 'The erased record: its id only')
  erase(
    @CurrentAdmin() principal: Principal,
    @Param('id') id: string,
  ): Promise<ErasedClientRecord> {
    return this.erasure.erase(principal.id, id);
  }
}
