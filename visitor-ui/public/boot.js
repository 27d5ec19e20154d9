// Starts loading the recruiter's texts while the app's scripts are still downloading and parsing,
// so the welcome page waits for one of the two instead of both in a row. Keep in step with
// welcomeAdminId() in src/navigation.ts; an external file because the CSP forbids inline scripts.
(function () {
  var match = /^\/([^/]+)\/?$/.exec(location.pathname);
  if (!match || /^(start|stage2|thanks)$/i.test(match[1])) return;
  window.__arbiWelcome = {
    path: '/api/public/admins/' + match[1],
    response: fetch('/api/public/admins/' + match[1], { headers: { Accept: 'application/json' } }),
  };
})();
