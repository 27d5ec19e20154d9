import type { INestApplication } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import request from 'supertest';
import { createTestApp } from '../support/test-app.js';

const run = promisify(execFile);
export const OPENAPI_FILE = '.test-data/openapi.json';
const QUIET = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/**
 * The document is generated from the code; here it must lint clean, and a client generated from it
 * must type-check a small consumer. (scripts/check-openapi-answers.mjs then validates every answer
 * the API tests received against it.)
 */
describe('the OpenAPI document at /api/docs/openapi.json', () => {
  let app: INestApplication;
  let document: {
    paths: Record<
      string,
      Record<string, { security?: unknown[]; responses: Record<string, unknown> }>
    >;
  };

  beforeAll(async () => {
    app = await createTestApp();
    document = (await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200)).body;
    mkdirSync('.test-data', { recursive: true });
    writeFileSync(OPENAPI_FILE, JSON.stringify(document, null, 2));
  });
  afterAll(() => app.close());

  it("lints with no error under @redocly/cli's recommended rules", async () => {
    const result = await run('node_modules/.bin/redocly', ['lint', OPENAPI_FILE, '--format=json'], {
      env: QUIET,
    }).catch((error: { stdout: string }) => error);
    const problems = JSON.parse(result.stdout).problems as {
      severity: string;
      ruleId: string;
      message: string;
      location: { pointer: string }[];
    }[];
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('declares who may call each operation: signed in, or nobody for the public ones', () => {
    const security = (path: string, method: string) => document.paths[path][method].security;
    expect(security('/api/clients', 'get')).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(security('/api/start', 'post')).toEqual([]);
    expect(security('/api/auth/login', 'post')).toEqual([]);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect({ path, method, security: Array.isArray(operation.security) }).toEqual({
          path,
          method,
          security: true,
        });
        expect({
          path,
          method,
          hasBody: Object.keys(operation.responses).some((s) => s.startsWith('2')),
        }).toEqual({ path, method, hasBody: true });
      }
    }
  });

  it('generates a typed client (openapi-typescript) that a small consumer type-checks against', async () => {
    await run(
      'node_modules/.bin/openapi-typescript',
      [OPENAPI_FILE, '-o', 'test/consumers/generated-client/schema.d.ts'],
      { env: QUIET },
    );
    const check = await run('node_modules/.bin/tsc', [
      '-p',
      'test/consumers/generated-client/tsconfig.json',
    ]).catch((error: { stdout: string }) => error);
    expect(check.stdout).toBe('');
  });

  it("matches the panel's committed types (admin-ui/src/providers/api.generated.ts)", async () => {
    const check = await run(process.execPath, [
      'scripts/openapi-types.mjs',
      '--check',
      OPENAPI_FILE,
    ]).catch((error: { stderr: string }) => error);
    expect(check.stderr).toBe('');
  });
});
