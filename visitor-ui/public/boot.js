// Starts loading the recruiter's texts while the app's scripts are still downloading and parsing,
// so the welcome page waits for one of the two instead of both in a row. Keep in step with
// welcomeAdminId() in rules/welcome-page.ts; an external file because the CSP forbids inline scripts.
(function () {
  var match = /^\/([^/]+)\/?$/.exec(location.pathname);
  if (!match || /^(start|stage2|thanks|privatliv)$/i.test(match[1])) return;
  // The server already put the recruiter into the page (rules/welcome-page.ts: WELCOME_DATA_ID).
  if (document.getElementById('arbi-admin')) return;
  window.__arbiWelcome = {
    path: '/api/public/admins/' + match[1],
    response: fetch('/api/public/admins/' + match[1], { headers: { Accept: 'application/json' } }),
  };
})();
