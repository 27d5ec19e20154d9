import { describe, expect, it } from 'vitest';
import { firstPage } from './bootstrap';

const always = () => true;

describe("the reads a visit's first page starts before the panel's scripts have run", () => {
  it('on a customer page: the record and every part of the page, for that customer only', () => {
    const reads = firstPage('/admin/clients/a%20b', always)!.reads;
    expect(reads).toEqual([
      '/api/clients/a%20b',
      '/api/settings/me',
      expect.stringMatching(/^\/api\/notes\?filter=%7B%22clientId%22%3A%22a%20b%22%7D&/),
      expect.stringMatching(/^\/api\/events\?filter=%7B%22clientId%22%3A%22a%20b%22%7D&/),
      expect.stringMatching(/^\/api\/site-progress\?filter=%7B%22clientId%22%3A%22a%20b%22%7D&/),
      '/api/clients/a%20b/payments',
      expect.stringMatching(/^\/api\/bet-plans\?filter=%7B%22clientId%22%3A%22a%20b%22%7D&/),
    ]);
  });

  it('on the board and the dashboard, their own lists; the board is not taken for a customer', () => {
    expect(firstPage('/admin/clients/board', always)!.reads).toEqual([
      expect.stringMatching(
        /^\/api\/clients\?filter=%7B%22archived%22%3Afalse%7D&range=%5B0%2C999%5D/,
      ),
    ]);
    expect(firstPage('/admin', always)!.reads).toHaveLength(3);
    expect(firstPage('/admin/', always)!.reads).toHaveLength(3);
  });

  it('on Kundeliste, only the lists that open as written: a sort kept in the store is read by the list', () => {
    expect(firstPage('/admin/clients', always)!.reads).toHaveLength(2);
    const kept = (key: string) => key !== 'clients.listParams';
    expect(firstPage('/admin/clients', kept)!.reads).toEqual([
      expect.stringContaining('%22archived%22%3Atrue'),
    ]);
  });

  it('nothing for a page it does not know', () => {
    expect(firstPage('/admin/texts', always)).toBeUndefined();
  });
});
