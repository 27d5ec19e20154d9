import { useEffect } from 'react';
import { useCheckAuth, useRedirect } from 'react-admin';
import { LoginForm } from './LoginForm';
import { pageAfterSignIn } from './sessionEnded';

/**
 * The login page inside the panel (after signing out, or a session that ended); a visitor who is
 * already signed in goes on. Signed in, the page reloads at `/admin/login`, where a step the
 * session must take first is shown before the panel.
 */
export function LoginPage() {
  const checkAuth = useCheckAuth();
  const redirect = useRedirect();

  useEffect(() => {
    checkAuth({}, false)
      .then(() => redirect(() => '/'))
      .catch(() => undefined);
  }, [checkAuth, redirect]);

  return (
    <LoginForm
      onSignedIn={(next) => window.location.assign(next ? '/admin/login' : pageAfterSignIn())}
    />
  );
}
