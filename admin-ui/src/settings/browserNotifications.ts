/** The recruiter's choice, per browser: show a system notification while the tab is hidden. */
const KEY = 'arbi.browserNotifications';

export const browserNotificationsSupported = () => typeof Notification !== 'undefined';

export const browserNotificationsOn = () =>
  browserNotificationsSupported() &&
  Notification.permission === 'granted' &&
  localStorage.getItem(KEY) === 'on';

/** Asks the browser's permission when turned on; answers whether they are on now. */
export async function setBrowserNotifications(on: boolean): Promise<boolean> {
  if (!on || !browserNotificationsSupported()) {
    localStorage.removeItem(KEY);
    return false;
  }
  const permission = await Notification.requestPermission();
  if (permission === 'granted') localStorage.setItem(KEY, 'on');
  return permission === 'granted';
}

export function showBrowserNotification(title: string, body: string, onClick: () => void): void {
  if (!browserNotificationsOn() || document.visibilityState === 'visible') return;
  const notification = new Notification(title, { body, tag: 'arbi-new-client' });
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
}
