import { appendFileSync } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';

/** Every JSON answer the API tests receive, for scripts/check-openapi-answers.mjs to validate. */
export const ANSWERS_FILE = '.test-data/answers.jsonl';

export function recordAnswers(req: Request, res: Response, next: NextFunction): void {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const route = req.route?.path as string | undefined;
    if (route?.startsWith('/api/') && !route.startsWith('/api/docs')) {
      const line = {
        method: req.method.toLowerCase(),
        route,
        status: res.statusCode,
        body,
        contentRange: res.getHeader('content-range') ?? null,
      };
      appendFileSync(ANSWERS_FILE, `${JSON.stringify(line)}\n`);
    }
    return json(body);
  };
  next();
}
