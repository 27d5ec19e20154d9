import type { AppConfig } from '../config/app.config.js';

/** A link into the panel for an email: on PUBLIC_URL, else this server (start warns when unset). */
export function panelLink(config: AppConfig, path: string): string {
  const base = config.publicUrl ?? `http://localhost:${config.port}`;
  return `${base}${path}`;
}
