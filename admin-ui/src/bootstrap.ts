import { FIRST_PERIOD_DAYS, lastDays } from './analytics/days';
import {
  ARCHIVED_QUERY,
  BOARD_QUERY,
  CLIENT_LIST_QUERY,
  FOLLOW_UP_QUERY,
  LIST_STORE_KEYS,
  QUEUE_QUERY,
} from './clients/queries';
import { preloadPage } from './common/lazyPage';
import { PAGE_LOADERS, type PageName } from './common/pageLoaders';
import { SESSION_URL } from './login/session';
import type { SessionAnswer } from './providers/types';
import {
  betPlansQuery,
  clientUrl,
  eventsQuery,
  fetchEarly,
  funnelUrl,
  listUrl,
  notesQuery,
  oneUrl,
  PUBLIC_CONFIG_URL,
  siteProgressQuery,
} from './providers/early';

interface FirstPage {
  /** Its scripts, fetched beside the panel's instead of after it has run. */
  pages: PageName[];
  /** Other scripts it loads itself (its charts). */
  chunks?: (() => Promise<unknown>)[];
  reads: string[];
}

const SETTINGS = oneUrl('settings', 'me');

/** Whether a list opens as its page writes it: no query in the address, nothing in the store. */
type OpensAsWritten = (storeKey: string) => boolean;

/**
 * A list as it opens, unless the address or react-admin's store (localStorage) holds another sort,
 * filter or page: then the list itself asks, and nothing is read twice.
 */
const browserList: OpensAsWritten = (storeKey) =>
  !window.location.search && window.localStorage?.getItem(`RaStore.${storeKey}`) == null;

const DASHBOARD_PARTS: PageName[] = ['FollowUpPanel', 'StatsPanel'];

const PAGES: [RegExp, (id: string, opens: OpensAsWritten) => FirstPage][] = [
  [
    /^\/admin\/?$/,
    () => ({
      pages: DASHBOARD_PARTS,
      reads: [SETTINGS, listUrl('clients', QUEUE_QUERY), listUrl('clients', FOLLOW_UP_QUERY)],
    }),
  ],
  [
    /^\/admin\/clients\/?$/,
    (_id, opens) => ({
      pages: ['ClientList'],
      reads: [
        ...(opens(LIST_STORE_KEYS.list) ? [listUrl('clients', CLIENT_LIST_QUERY)] : []),
        ...(opens(LIST_STORE_KEYS.archived) ? [listUrl('clients', ARCHIVED_QUERY)] : []),
      ],
    }),
  ],
  [
    /^\/admin\/clients\/board\/?$/,
    () => ({
      pages: ['ClientBoard'],
      reads: [listUrl('clients', BOARD_QUERY)],
    }),
  ],
  [
    /^\/admin\/clients\/([^/]+)\/?$/,
    (id) => ({
      pages: ['ClientShow'],
      reads: [
        oneUrl('clients', id),
        SETTINGS,
        listUrl('notes', notesQuery(id)),
        listUrl('events', eventsQuery(id)),
        listUrl('site-progress', siteProgressQuery(id)),
        clientUrl(id, '/payments'),
        listUrl('bet-plans', betPlansQuery(id)),
      ],
    }),
  ],
  [
    /^\/admin\/stats\/?$/,
    () => ({
      pages: ['StatsPage'],
      chunks: [() => import('./common/charts/StepBars'), () => import('./common/charts/DayLines')],
      reads: [funnelUrl(lastDays(FIRST_PERIOD_DAYS))],
    }),
  ],
];

/** The page at `pathname`, if it is one whose reads and script are known. */
export function firstPage(pathname: string, opens: OpensAsWritten = browserList) {
  for (const [path, page] of PAGES) {
    const match = path.exec(pathname);
    if (match) return page(decodeURIComponent(match[1] ?? ''), opens);
  }
  return undefined;
}

/**
 * The first page of a visit, started at once: the session, the public address and the page's own
 * reads and script go out while the panel's scripts load, instead of one after another as each
 * part renders. Other pages load as before.
 */
export function startFirstPage(pathname: string): void {
  // The page's own reads wait for the session's answer (a few ms, while the scripts still load):
  // a signed-out visit goes to the login page without a refused request.
  const signedIn = fetchEarly(SESSION_URL).then(
    (answer) => {
      const session = answer?.json as SessionAnswer | undefined;
      return !!session?.admin && !session.next;
    },
    () => false,
  );
  fetchEarly(PUBLIC_CONFIG_URL);
  const page = firstPage(pathname);
  if (!page) return;
  for (const url of page.reads) fetchEarly(url, signedIn);
  page.pages.forEach((name) => void preloadPage(name));
  // A chart that fails here is loaded (and reported) again by the page that draws it.
  for (const chunk of page.chunks ?? []) void chunk().catch(() => undefined);
}

/** How long after the panel opens the other pages' scripts are fetched: after its first page. */
const WARM_AFTER_MS = 2000;

/**
 * Once the first page has had its turn, the scripts of the other main pages are fetched and
 * compiled while the browser is idle, so the first visit to each is a render, not a download.
 */
export function warmMainPages(): () => void {
  const warm = () =>
    Object.keys(PAGE_LOADERS).forEach((name) => void preloadPage(name as PageName));
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(warm, { timeout: 3000 });
    else warm();
  }, WARM_AFTER_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
