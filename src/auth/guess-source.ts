import type { Request } from 'express';
import type { GuessSource } from './account-throttle.js';

/** The client address (`req.ip` honours TRUST_PROXY), as a source of guesses. */
export const addressOf = (req: Request): GuessSource => ({
  address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
});
