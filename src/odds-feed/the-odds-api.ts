import {
  BadGatewayException,
  GatewayTimeoutException,
  HttpException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';

const FEED_MESSAGES = {
  off: "'Hent odds' er ikke sat op på serveren (ODDS_API_KEY mangler)",
  badKey: 'The Odds API kender ikke nøglen i ODDS_API_KEY',
  quota: 'Kvoten hos The Odds API er brugt op: skriv oddsene ind, eller vent til den fornyes',
  busy: 'The Odds API har for travlt lige nu: prøv igen om lidt',
  notFound: 'Kampen eller sporten findes ikke længere hos The Odds API',
  failed: 'The Odds API svarede med en fejl',
  unreachable: 'The Odds API kunne ikke nås',
  timeout: (seconds: number) => `The Odds API svarede ikke inden for ${seconds} sekunder`,
};

export interface FeedAnswer<T> {
  body: T;
  remaining: number | null;
}

function feedError(status: number, code: unknown): HttpException {
  if (code === 'OUT_OF_USAGE_CREDITS') return new ServiceUnavailableException(FEED_MESSAGES.quota);
  if (status === 401 || status === 403) return new BadGatewayException(FEED_MESSAGES.badKey);
  if (status === 429) return new ServiceUnavailableException(FEED_MESSAGES.busy);
  if (status === 404 || status === 422) return new NotFoundException(FEED_MESSAGES.notFound);
  return new BadGatewayException(FEED_MESSAGES.failed);
}

/** The Odds API v4, called by this server only: the key never reaches a browser. */
@Injectable()
export class TheOddsApi {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get available(): boolean {
    return Boolean(this.config.oddsFeed.apiKey);
  }

  get staleMinutes(): number {
    return this.config.oddsStaleMinutes;
  }

  async get<T>(path: string, query: Record<string, string> = {}): Promise<FeedAnswer<T>> {
    const { apiKey, url, timeoutMs } = this.config.oddsFeed;
    if (!apiKey) throw new NotFoundException(FEED_MESSAGES.off);
    const address = new URL(`${url.replace(/\/$/, '')}/v4${path}`);
    for (const [name, value] of Object.entries({ ...query, apiKey }))
      address.searchParams.set(name, value);
    let res: Response;
    try {
      res = await fetch(address, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if ((error as { name?: unknown })?.name === 'TimeoutError')
        throw new GatewayTimeoutException(FEED_MESSAGES.timeout(timeoutMs / 1000));
      throw new BadGatewayException(FEED_MESSAGES.unreachable);
    }
    const left = res.headers.get('x-requests-remaining');
    const remaining = left !== null && /^\d+(\.\d+)?$/.test(left) ? Math.floor(Number(left)) : null;
    const body: unknown = await res.json().catch(() => undefined);
    if (!res.ok) throw feedError(res.status, (body as { error_code?: unknown })?.error_code);
    if (body === undefined) throw new BadGatewayException(FEED_MESSAGES.failed);
    return { body: body as T, remaining };
  }
}
