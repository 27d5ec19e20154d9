import { WELCOME_DATA_ID } from '../../rules/welcome-page.js';
import type { PublicAdminRecord } from '../sites/settings.mapper.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON that cannot end its script element or open a comment, whatever the texts hold. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The text shows before the scripts load; the data goes before boot.js so it starts no request (WelcomePage's markup). */
export function withWelcomePage(indexHtml: string, admin: PublicAdminRecord): string {
  const { title, text } = admin.welcome;
  const data = `<script type="application/json" id="${WELCOME_DATA_ID}">${scriptSafeJson(admin)}</script>`;
  const page =
    `<main class="page"><h1 id="page-title" tabindex="-1">${escapeHtml(title)}</h1>` +
    `<p class="text">${escapeHtml(text)}</p>` +
    `<a href="/start" class="button">Start her!</a></main>`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<script\b|<\/head>/, (next) => `${data}\n    ${next}`)
    .replace(/<div id="root">[\s\S]*?<\/div>/, () => `<div id="root">${page}</div>`);
}
