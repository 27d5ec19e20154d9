import { ApiProperty } from '@nestjs/swagger';
import type { Session } from '../session.entity.js';
import { browserName } from './browser-name.js';

export class SessionRecord {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'Chrome på Android', description: 'the browser, in Danish words' })
  browser!: string;
  @ApiProperty({ format: 'date-time', description: 'signed in' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', description: 'last used (to the minute)' })
  lastSeenAt!: string;
  @ApiProperty({ description: 'the session this request is signed in with' }) current!: boolean;
}

/** `current`: the session the request is signed in with. */
export const toSessionRecord = (session: Session, currentSessionId: string): SessionRecord => ({
  id: session.id,
  browser: browserName(session.userAgent),
  createdAt: session.createdAt.toISOString(),
  lastSeenAt: session.lastSeenAt.toISOString(),
  current: session.id === currentSessionId,
});
