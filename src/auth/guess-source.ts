import type { Request } from 'express';
import type { GuessSource } from './account-throttle.js';

export const addressOf = (req: Request): GuessSource => ({
  address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
});
