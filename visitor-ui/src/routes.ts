// Later steps load on demand, keeping the first page light; the welcome page warms them up.
export const loadApp = () => import('./App');
export const loadSitesPage = () => import('./pages/SitesPage');
export const loadInfoPage = () => import('./pages/InfoPage');
export const loadThanksPage = () => import('./pages/ThanksPage');
export const loadRatePage = () => import('./pages/RatePage');
export const loadTaskPage = () => import('./pages/TaskPage');
export const loadPrivacyPage = () => import('./pages/PrivacyPage');
