// The main pages' scripts, each loaded in one place: the routes render them (lazyPage) and the
// first page's bootstrap fetches them early (preloadPage), with the same import.
export const PAGE_LOADERS = {
  ClientList: () => import('../clients/ClientList').then((m) => ({ default: m.ClientList })),
  ClientShow: () => import('../clients/ClientShow').then((m) => ({ default: m.ClientShow })),
  ClientBoard: () =>
    import('../clients/board/ClientBoard').then((m) => ({ default: m.ClientBoard })),
  StatsPage: () => import('../analytics/StatsPage').then((m) => ({ default: m.StatsPage })),
  FollowUpPanel: () =>
    import('../clients/FollowUpPanel').then((m) => ({ default: m.FollowUpPanel })),
  StatsPanel: () => import('../dashboard/StatsPanel').then((m) => ({ default: m.StatsPanel })),
};

export type PageName = keyof typeof PAGE_LOADERS;
