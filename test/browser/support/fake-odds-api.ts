import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Bookmaker {
  key: string;
  title: string;
  odds: [number, number, number];
}

export const MATCH = {
  id: 'e-bif-fck',
  sport_key: 'soccer_denmark_superliga',
  sport_title: 'Denmark Superliga',
  commence_time: '2026-11-29T17:00:00Z',
  home_team: 'Brøndby IF',
  away_team: 'FC København',
};

/**
 * A stand-in for The Odds API v4 in the browser tests, answering its documented shapes (the
 * football league, one match, its h2h odds per bookmaker) with `x-requests-remaining`, for the key
 * 'good' only. `calls` lists the paths asked for.
 */
export async function startFakeOddsApi(
  bookmakers: Bookmaker[],
): Promise<{ url: string; calls: string[]; stop: () => Promise<void> }> {
  const calls: string[] = [];
  let remaining = 500;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://feed');
    calls.push(url.pathname);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'x-requests-remaining': String(--remaining),
      });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get('apiKey') !== 'good')
      return send(401, { message: 'API key is not valid', error_code: 'INVALID_KEY' });
    if (url.pathname === '/v4/sports')
      return send(200, [
        {
          key: 'soccer_denmark_superliga',
          group: 'Soccer',
          title: 'Denmark Superliga',
          description: 'Danish Soccer',
          active: true,
          has_outrights: false,
        },
        {
          key: 'icehockey_sweden_hockey_league',
          group: 'Ice Hockey',
          title: 'SHL',
          description: 'Swedish Hockey',
          active: true,
          has_outrights: false,
        },
      ]);
    if (url.pathname === `/v4/sports/${MATCH.sport_key}/events`) return send(200, [MATCH]);
    if (url.pathname === `/v4/sports/${MATCH.sport_key}/events/${MATCH.id}/odds`)
      return send(200, {
        ...MATCH,
        bookmakers: bookmakers.map(({ key, title, odds: [home, draw, away] }) => ({
          key,
          title,
          last_update: '2026-11-26T13:58:00Z',
          markets: [
            {
              key: 'h2h',
              outcomes: [
                { name: MATCH.home_team, price: home },
                { name: MATCH.away_team, price: away },
                { name: 'Draw', price: draw },
              ],
            },
          ],
        })),
      });
    return send(404, { message: 'Unknown sport', error_code: 'UNKNOWN_SPORT' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url, calls, stop };
}
