import { BadRequestException } from '@nestjs/common';
import { parseSqlListQuery } from '../common/list/index.js';
import { CLIENTS_LIST } from './clients.list.js';

const parse = (query: { filter?: object; sort?: [string, string]; range?: [number, number] }) =>
  parseSqlListQuery(
    {
      filter: query.filter && JSON.stringify(query.filter),
      sort: query.sort && JSON.stringify(query.sort),
      range: query.range && JSON.stringify(query.range),
    },
    CLIENTS_LIST,
  );

/** The field a 400 names, with its message. */
const fieldErrorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse() as { errors: Record<string, string> };
  }
  throw new Error('no error thrown');
};

const placeholders = (sql: string) => sql.split('?').length - 1;

describe('the customer list in SQL', () => {
  it('sorts by the asked column with the id breaking ties, and pages by the range', () => {
    expect(parse({ sort: ['lastActivityAt', 'DESC'], range: [25, 49] })).toMatchObject({
      orderBy: '"last_activity_at" desc, "id" asc',
      offset: 25,
      limit: 25,
    });
    expect(parse({ sort: ['id', 'ASC'] }).orderBy).toBe('"id" asc');
    expect(parse({}).orderBy).toBe('"created_at" asc, "id" asc');
  });

  it('sorts by the balance spelled as its index is', () => {
    expect(parse({ sort: ['balance', 'DESC'] }).orderBy).toMatch(
      /^arbi_client_balance\("profit", "ledger", .*\) desc, "id" asc$/,
    );
  });

  it('binds every value the visitor typed, never pasting it into the statement', () => {
    const typed = "x' or 1=1 --";
    const { where } = parse({ filter: { q: typed, source: 'tiktok', status: ['new', 'done'] } });
    expect(where.sql).not.toContain(typed);
    expect(where.sql).not.toContain('tiktok');
    expect(placeholders(where.sql)).toBe(where.params.length);
    expect(where.params).toEqual([
      `%${typed}%`,
      `%${typed}%`,
      `%${typed}%`,
      'tiktok',
      ['new', 'done'],
    ]);
  });

  it('puts each filter in its own parentheses after the tenant condition', () => {
    const { where } = parse({ filter: { archived: false, status: 'contacted' } });
    expect(where).toEqual({
      sql: ' and ("archived_at" is null) and ("status" = ?)',
      params: ['contacted'],
    });
  });

  it('escapes LIKE wildcards in the search and matches a phone number typed with spaces by its digits', () => {
    expect(parse({ filter: { q: '50%_' } }).where.params[0]).toBe('%50\\%\\_%');
    const { where } = parse({ filter: { q: '2000 0013' } });
    expect(where.sql).toContain(`regexp_replace("phone", '[^0-9]', '', 'g') like ?`);
    expect(where.params.at(-1)).toBe('%20000013%');
    expect(parse({ filter: { q: 'Kunde 13' } }).where.sql).not.toContain('regexp_replace');
  });

  it('asks for nothing on a blank search and for no rows when no id could exist', () => {
    expect(parse({ filter: { q: '  ' } }).where).toEqual({ sql: '', params: [] });
    expect(parse({ filter: { id: ['not-a-uuid'] } }).where.params).toEqual([[]]);
  });

  it('reads the balance filters as signs of the balance', () => {
    const { where } = parse({ filter: { balance: ['owes_me', 'settled'] } });
    expect(where.sql).toMatch(
      /^ and \(arbi_client_balance\(.*\) > 0 or arbi_client_balance\(.*\) = 0\)$/,
    );
    expect(where.params).toEqual([]);
  });

  it('refuses values the filters do not know with the field named in Danish', () => {
    expect(fieldErrorOf(() => parse({ filter: { status: 'gone' } })).errors).toEqual({
      'filter.status': 'status skal være en af new, contacted, meeting, active, done, lost',
    });
    expect(fieldErrorOf(() => parse({ filter: { referralCode: '12a4' } })).errors).toEqual({
      'filter.referralCode': 'referralCode skal være 4 cifre',
    });
    expect(fieldErrorOf(() => parse({ filter: { balance: 'rich' } })).errors).toEqual({
      'filter.balance': 'balance skal være en af owes_me, i_owe, settled',
    });
    expect(fieldErrorOf(() => parse({ filter: { due: 'yes' } })).errors).toEqual({
      'filter.due': 'due skal være true eller false',
    });
    expect(Object.keys(fieldErrorOf(() => parse({ sort: ['secret', 'ASC'] })).errors)).toEqual([
      'sort',
    ]);
  });
});
