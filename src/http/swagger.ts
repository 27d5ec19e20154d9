import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { signupApiDoc } from '../clients/signup.openapi.js';
import { ErrorResponse, errorResponse } from '../common/api-docs.js';

const SIGNED_IN = [{ bearer: [] }, { cookie: [] }];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** react-admin's five verbs read off the address; other routes name themselves with `@ApiOperation`. */
function resourceSummary(method: (typeof METHODS)[number], path: string): string {
  const parts = path.split('/').filter((part) => part && part !== 'api');
  const byId = parts.at(-1)?.startsWith('{');
  const resource = (byId ? parts.at(-2) : parts.at(-1)) ?? '';
  const verb = {
    get: byId ? 'Get one of' : 'List',
    put: 'Update one of',
    post: 'Create one of',
    delete: 'Delete one of',
    patch: 'Change one of',
  }[method];
  return `${verb} ${parts.length > 2 && !byId ? `${parts.slice(0, -1).join(' ')} ` : ''}${resource}`.replace(
    /\{\w+\} /g,
    '',
  );
}

/** Added once here instead of on each route: who may call it, and the error answers its shape implies. */
function finishOperations(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as
        (Record<string, unknown> & { responses: Record<string, unknown> }) | undefined;
      if (!operation) continue;
      const isPublic = operation['x-public'] === true;
      delete operation['x-public'];
      operation.security = isPublic ? [] : SIGNED_IN;
      operation.operationId = `${method}${path.replace(/\{(\w+)\}/g, 'By_$1').replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`;
      operation.summary ??= resourceSummary(method, path);
      const errors = new Set<number>();
      if ((operation.parameters as unknown[] | undefined)?.length || operation.requestBody)
        errors.add(400);
      if (!isPublic) errors.add(401);
      // A cross-site cookie request (SameOriginGuard) or a pending sign-in step (SignInStepGuard) is refused.
      if (!isPublic || method !== 'get') errors.add(403);
      if (path.includes('{')) errors.add(404);
      for (const status of errors) operation.responses[status] ??= errorResponse(status);
    }
  }
  return document;
}

/** @public Also built without a database by scripts/openapi-types.mjs (through dist/). */
export function createApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Arbi API')
    .setDescription(
      "Signups, customers, referrals, texts, ratings and first-bet plans. Sign in with POST /api/auth/login and send the token as `Authorization: Bearer <token>` (or use the session cookie it sets). Lists follow react-admin's ra-data-simple-rest contract.",
    )
    .setVersion('1')
    .setLicense('Proprietary', 'https://arbi.invalid/license')
    .addServer('/', 'this server')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addCookieAuth('arbi_session', { type: 'apiKey', in: 'cookie', name: 'arbi_session' }, 'cookie')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorResponse, ...signupApiDoc.models],
  });
  document.paths[signupApiDoc.path] = signupApiDoc.item;
  return finishOperations(document);
}

export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, createApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
}
