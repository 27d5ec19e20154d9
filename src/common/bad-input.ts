import type { NextFunction, Request, Response } from 'express';
import { fieldError } from './validation.js';

/** Deeper than any body the API takes; deep enough bodies overflow the stack of what reads them. */
const MAX_JSON_DEPTH = 32;

const BAD_CHARACTER = 'Teksten indeholder et tegn, der ikke er tilladt';
const BAD_ADDRESS = 'Adressen indeholder et tegn, der ikke er tilladt';
const TOO_DEEP = `Forespørgslen er for dybt indlejret (højst ${MAX_JSON_DEPTH} niveauer)`;

// NUL: PostgreSQL text cannot hold it. Lone surrogates: not text at all (and jsonb refuses them).
const isBadText = (text: string) =>
  text.includes('\u0000') || !(text as string & { isWellFormed(): boolean }).isWellFormed();

function bodyProblem(body: unknown): { field?: string; message: string } | undefined {
  const stack: [unknown, string, number][] = [[body, '', 0]];
  while (stack.length) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (isBadText(value)) return { field: path || undefined, message: BAD_CHARACTER };
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) return { message: TOO_DEEP };
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isBadText(key)) return { message: BAD_CHARACTER };
        stack.push([child, childPath, depth + 1]);
      }
    }
  }
  return undefined;
}

/** react-admin's `filter` and the legacy `data` carry JSON: judged like bodies. */
function queryProblem(
  query: Record<string, unknown>,
): { field?: string; message: string } | undefined {
  for (const [name, value] of Object.entries(query)) {
    for (const raw of [value].flat()) {
      if (typeof raw !== 'string' || !/^\s*[[{"]/.test(raw)) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        continue;
      }
      const problem = bodyProblem(parsed);
      if (problem) return { field: name, message: problem.message };
    }
  }
  return undefined;
}

/** Refused before anything reads them, else they would reach the database or validators as a 500 or 503. */
export function refuseBadInput(req: Request, _res: Response, next: NextFunction): void {
  let address: string;
  try {
    address = decodeURIComponent(req.originalUrl);
  } catch {
    return next(fieldError('url', BAD_ADDRESS));
  }
  if (isBadText(address)) return next(fieldError('url', BAD_ADDRESS));
  const problem = queryProblem(req.query) ?? bodyProblem(req.body);
  if (!problem) return next();
  next(fieldError(problem.field ?? 'body', problem.message));
}
