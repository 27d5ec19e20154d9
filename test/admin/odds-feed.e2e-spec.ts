import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createAdmin, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

/** A stand-in for The Odds API v4 that answers in its documented shapes, errors included. */
function oddsApi(): { server: Server; calls: URL[] } {
  const calls: URL[] = [];
  const json = (res: ServerResponse, status: number, body: unknown, remaining = '497') => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-requests-remaining': remaining,
      'x-requests-used': '3',
    });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://feed');
    calls.push(url);
    const key = url.searchParams.get('apiKey');
    if (key === 'slow') return; // never answers
    if (key === 'spent')
      return json(
        res,
        401,
        { message: 'Usage quota has been reached', error_code: 'OUT_OF_USAGE_CREDITS' },
        '0',
      );
    if (key !== 'good')
      return json(res, 401, { message: 'API key is not valid', error_code: 'INVALID_KEY' });
    const path = url.pathname;
    if (path === '/v4/sports')
      return json(res, 200, [
        {
          key: 'soccer_denmark_superliga',
          group: 'Soccer',
          title: 'Denmark Superliga',
          description: 'Danish Soccer',
          active: true,
          has_outrights: false,
        },
        {
          key: 'basketball_nba',
          group: 'Basketball',
          title: 'NBA',
          description: 'US Basketball',
          active: true,
          has_outrights: false,
        },
        {
          key: 'soccer_sweden_allsvenskan',
          group: 'Soccer',
          title: 'Allsvenskan',
          description: 'Swedish Soccer',
          active: false,
          has_outrights: false,
        },
      ]);
    const match = {
      id: 'a1b2c3',
      sport_key: 'soccer_denmark_superliga',
      sport_title: 'Denmark Superliga',
      commence_time: '2026-11-29T17:00:00Z',
      home_team: 'Brøndby IF',
      away_team: 'FC København',
    };
    if (path === '/v4/sports/soccer_denmark_superliga/events') return json(res, 200, [match]);
    if (path === '/v4/sports/soccer_denmark_superliga/events/a1b2c3/odds')
      return json(res, 200, {
        ...match,
        bookmakers: [
          {
            key: 'unibet_eu',
            title: 'Unibet',
            last_update: '2026-11-25T12:00:00Z',
            markets: [
              {
                key: 'h2h',
                last_update: '2026-11-25T12:00:00Z',
                outcomes: [
                  { name: 'Brøndby IF', price: 2.1 },
                  { name: 'FC København', price: 3.25 },
                  { name: 'Draw', price: 3.4 },
                ],
              },
            ],
          },
          {
            key: 'pinnacle',
            title: 'Pinnacle',
            last_update: '2026-11-25T12:01:00Z',
            markets: [
              {
                key: 'h2h',
                outcomes: [
                  { name: 'Brøndby IF', price: 2.2 },
                  { name: 'FC København', price: 3.3 },
                  { name: 'Draw', price: 3.3 },
                ],
              },
            ],
          },
        ],
      });
    return json(res, 404, { message: 'Unknown sport', error_code: 'UNKNOWN_SPORT' });
  });
  return { server, calls };
}

describe("'Hent odds': the optional feed from The Odds API (v4), through the server", () => {
  const feed = oddsApi();
  let feedUrl: string;
  const apps: NestExpressApplication[] = [];
  let good: NestExpressApplication;
  let admin: TestAdmin;

  const appWith = async (key?: string) => {
    const app = await createTestApp({
      ...(key && { ODDS_API_KEY: key }),
      ODDS_API_URL: feedUrl,
      ODDS_API_TIMEOUT_SECONDS: '1',
    });
    apps.push(app);
    return app;
  };
  const get = (app: NestExpressApplication, path: string, bearer = admin.bearer) =>
    request(app.getHttpServer()).get(`/api/odds-feed${path}`).set('Authorization', bearer);

  beforeAll(async () => {
    await new Promise<void>((resolve) => feed.server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feed.server.address() as AddressInfo).port}`;
    good = await appWith('good');
    admin = await createAdmin(good);
    await request(good.getHttpServer())
      .put('/api/settings/me')
      .set('Authorization', admin.bearer)
      .send({ sites: [{ name: 'Unibet' }, { name: 'Bet365' }] })
      .expect(200);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    feed.server.closeAllConnections();
    await new Promise((resolve) => feed.server.close(resolve));
  });

  it('goes sport → match → the odds of the sites on the list, with the quota left', async () => {
    expect((await get(good, '').expect(200)).body).toEqual({ available: true, staleMinutes: 10 });
    const sports = await get(good, '/sports').expect(200);
    expect(sports.body).toEqual({
      sports: [{ key: 'soccer_denmark_superliga', title: 'Denmark Superliga', group: 'Soccer' }],
      remaining: 497,
    });
    const events = await get(good, '/sports/soccer_denmark_superliga/events').expect(200);
    expect(events.body.events).toEqual([
      { id: 'a1b2c3', home: 'Brøndby IF', away: 'FC København', kickoffAt: '2026-11-29T17:00:00Z' },
    ]);
    const odds = await get(good, '/sports/soccer_denmark_superliga/events/a1b2c3/odds').expect(200);
    expect(odds.body).toMatchObject({
      rows: [{ site: 'Unibet', bookmaker: 'Unibet', home: 2.1, draw: 3.4, away: 3.25 }],
      unmatched: ['Pinnacle'],
      remaining: 497,
    });
    const oddsCall = feed.calls.at(-1)!;
    expect(Object.fromEntries(oddsCall.searchParams)).toEqual({
      regions: 'eu',
      markets: 'h2h',
      oddsFormat: 'decimal',
      apiKey: 'good',
    });
    // The key stays on the server.
    for (const res of [sports, events, odds])
      expect(JSON.stringify(res.body)).not.toContain('good');
  });

  it('fills a site from the bookmaker its feedKey names, and says when odds count as old', async () => {
    const app = await appWith('good');
    const mapped = await createAdmin(app);
    await request(app.getHttpServer())
      .put('/api/settings/me')
      .set('Authorization', mapped.bearer)
      .send({
        sites: [{ name: 'Unibet' }, { name: 'Bet25', feedKey: 'pinnacle' }, { name: 'Bet365' }],
      })
      .expect(200);
    const odds = await get(
      app,
      '/sports/soccer_denmark_superliga/events/a1b2c3/odds',
      mapped.bearer,
    ).expect(200);
    expect(odds.body.rows).toEqual([
      expect.objectContaining({ site: 'Unibet', bookmaker: 'Unibet' }),
      {
        site: 'Bet25',
        bookmaker: 'Pinnacle',
        home: 2.2,
        draw: 3.3,
        away: 3.3,
        updatedAt: '2026-11-25T12:01:00Z',
      },
    ]);
    expect(odds.body.unmatched).toEqual([]);
    const strict = await createTestApp({ ODDS_STALE_MINUTES: '3' });
    apps.push(strict);
    const who = await createAdmin(strict);
    expect((await get(strict, '', who.bearer).expect(200)).body).toEqual({
      available: false,
      staleMinutes: 3,
    });
  });

  it('needs a signed-in admin, and refuses ids the feed never gives', async () => {
    await request(good.getHttpServer()).get('/api/odds-feed/sports').expect(401);
    const res = await get(good, '/sports/soccer%20x;drop/events').expect(400);
    expect(res.body.errors).toEqual({ sport: 'Ukendt id fra The Odds API' });
    const gone = await get(good, '/sports/soccer_nowhere/events').expect(404);
    expect(gone.body.message).toBe('Kampen eller sporten findes ikke længere hos The Odds API');
  });

  it('is off without ODDS_API_KEY and says so in Danish', async () => {
    const off = await appWith();
    const other = await createAdmin(off);
    expect((await get(off, '', other.bearer).expect(200)).body).toEqual({
      available: false,
      staleMinutes: 10,
    });
    const res = await get(off, '/sports', other.bearer).expect(404);
    expect(res.body.message).toContain('ODDS_API_KEY mangler');
  });

  it.each([
    ['a bad key', 'wrong', 502, 'The Odds API kender ikke nøglen i ODDS_API_KEY'],
    ['an empty quota', 'spent', 503, 'Kvoten hos The Odds API er brugt op'],
    ['a feed that does not answer', 'slow', 504, 'The Odds API svarede ikke inden for 1 sekunder'],
  ])('answers %s in Danish', async (_, key, status, message) => {
    const app = await appWith(key);
    const other = await createAdmin(app);
    const res = await get(app, '/sports', other.bearer).expect(status);
    expect(res.body.message).toContain(message);
  });
});
