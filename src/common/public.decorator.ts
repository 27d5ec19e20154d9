import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiPublic } from './api-docs.js';

export const IS_PUBLIC = 'isPublic';
export const SESSION_OPTIONAL = 'sessionOptional';

export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiPublic());

/** A route for everyone that still reads the session when there is one (`req.user`, or none). */
export const SessionOptional = () =>
  applyDecorators(SetMetadata(SESSION_OPTIONAL, true), ApiPublic());
