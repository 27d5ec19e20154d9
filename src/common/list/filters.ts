import { isUuid } from '../ids.js';
import { escapeLike } from '../like.js';
import { fieldError } from '../validation.js';
import type { FilterRule } from './list-spec.js';

export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** `{id: x}` or `{id: [x, y]}` (react-admin's getMany); ids that cannot exist match nothing. */
export const idFilter =
  (isId: (id: string) => boolean = isUuid): FilterRule =>
  (value) => ({ id: { $in: asList(value).map(String).filter(isId) } });

export const booleanFilter =
  <Condition = Record<string, unknown>>(
    toCondition: (value: boolean) => Condition,
  ): FilterRule<Condition> =>
  (value, key) => {
    if (typeof value !== 'boolean')
      throw fieldError(`filter.${key}`, `${key} skal være true eller false`);
    return toCondition(value);
  };

/** The ILIKE pattern a search box's text asks for; blank text asks nothing. */
export function searchPattern(value: unknown, key: string): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number')
    throw fieldError(`filter.${key}`, `${key} skal være tekst`);
  const text = String(value).trim();
  return text ? `%${escapeLike(text)}%` : undefined;
}

export const searchFilter =
  (...properties: string[]): FilterRule =>
  (value, key) => {
    const pattern = searchPattern(value, key);
    if (!pattern) return undefined;
    return { $or: properties.map((property) => ({ [property]: { $ilike: pattern } })) };
  };

/** An id that cannot exist matches nothing; whose parent it may be is the tenant filter's business. */
export const parentFilter =
  (property: string, message: string): FilterRule =>
  (value, key) => {
    if (typeof value !== 'string') throw fieldError(`filter.${key}`, message);
    return { [property]: isUuid(value) ? value : { $in: [] } };
  };

/** The values an exact-match filter asks for, as text, each one of `allowed` when it is given. */
export function equalsValues(value: unknown, key: string, allowed?: readonly string[]): string[] {
  const values = asList(value);
  if (!values.every((v) => typeof v === 'string' || typeof v === 'number')) {
    throw fieldError(`filter.${key}`, `${key} skal være tekst eller en liste af tekst`);
  }
  const strings = values.map(String);
  if (allowed && !strings.every((v) => allowed.includes(v))) {
    throw fieldError(`filter.${key}`, `${key} skal være en af ${allowed.join(', ')}`);
  }
  return strings;
}

/** Exact match on one property, one value or a list of them (getManyReference's target). */
export const equalsFilter =
  (property: string, allowed?: readonly string[]): FilterRule =>
  (value, key) => {
    const strings = equalsValues(value, key, allowed);
    return { [property]: strings.length === 1 ? strings[0] : { $in: strings } };
  };
