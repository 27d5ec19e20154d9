import type { Request, RequestHandler, Response } from 'express';
import { helmetFor, securityHeaders } from './security.js';

/** The headers a middleware leaves on a fresh answer. */
function headersSetBy(middleware: RequestHandler): Record<string, string> {
  const headers: Record<string, string> = { 'X-Powered-By': 'Express' };
  const res = {
    setHeader: (name: string, value: string) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  let nextCalled = false;
  middleware({} as Request, res as unknown as Response, () => (nextCalled = true));
  expect(nextCalled).toBe(true);
  return headers;
}

describe('securityHeaders', () => {
  it.each([undefined, 'https://csp.example.dk/report'])(
    'sets on every answer exactly what helmet itself sets (report URI %s)',
    (reportUri) => {
      const expected = headersSetBy(helmetFor(reportUri));
      if (reportUri) expected['Reporting-Endpoints'] = `csp="${reportUri}"`;
      const middleware = securityHeaders(reportUri);
      expect(headersSetBy(middleware)).toEqual(expected);
      // The recorded list is reused, not used up.
      expect(headersSetBy(middleware)).toEqual(expected);
      expect(expected['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(expected['X-Powered-By']).toBeUndefined();
    },
  );
});
