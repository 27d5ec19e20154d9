import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
export const SESSION_OPTIONAL = 'sessionOptional';

/** Opts a route out of the global sign-in requirement. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** A route for everyone that still reads the session when there is one (`req.user`, or none). */
export const SessionOptional = () => SetMetadata(SESSION_OPTIONAL, true);
