import { ApiProperty } from '@nestjs/swagger';

export class SessionRecord {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'Chrome på Android', description: 'the browser, in Danish words' })
  browser!: string;
  @ApiProperty({ format: 'date-time', description: 'signed in' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', description: 'last used (to the minute)' })
  lastSeenAt!: string;
  @ApiProperty({ description: 'the session this request is signed in with' }) current!: boolean;
}
