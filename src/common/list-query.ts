import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { fieldError } from './validation.js';

export const MAX_PAGE_SIZE = 100;

/** The query string of a react-admin list (`ra-data-simple-rest`): each part a JSON value. */
export class ListQueryDto {
  @ApiPropertyOptional({ example: '["createdAt","DESC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"anna"}' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  filter?: string;
}

export interface ListParams<F> {
  offset: number;
  limit: number;
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  filter: F;
}

function parseJson(name: string, raw: string | undefined, fallback: unknown): unknown {
  if (raw === undefined || raw === '') return fallback;
  try {
    return JSON.parse(raw);
  } catch {
    throw fieldError(name, `${name} skal være JSON`);
  }
}

/** Reads a list query, allowing only the given sort fields and at most MAX_PAGE_SIZE rows. */
export function parseListQuery<F extends object>(
  query: ListQueryDto,
  options: { sortFields: string[]; defaultSort: [string, 'ASC' | 'DESC'] },
): ListParams<F> {
  const sort = parseJson('sort', query.sort, options.defaultSort);
  if (!Array.isArray(sort) || sort.length !== 2 || !options.sortFields.includes(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw fieldError('sort', `sort skal være ["felt","ASC"|"DESC"] med felt blandt ${options.sortFields.join(', ')}`);
  }
  const range = parseJson('range', query.range, [0, 24]);
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
    throw fieldError('range', 'range skal være [fra,til] med hele tal');
  }
  const filter = parseJson('filter', query.filter, {});
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw fieldError('filter', 'filter skal være et JSON-objekt');
  }
  return {
    offset: range[0],
    limit: Math.min(range[1] - range[0] + 1, MAX_PAGE_SIZE),
    sortField: sort[0],
    sortOrder: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    filter: filter as F,
  };
}

/** The header `ra-data-simple-rest` reads the total from. */
export function setContentRange(res: Response, resource: string, offset: number, count: number, total: number): void {
  const end = count === 0 ? offset : offset + count - 1;
  res.setHeader('Content-Range', `${resource} ${offset}-${end}/${total}`);
}
