import { useEffect } from 'react';
import { useCheckAuth, useLogin, useRedirect } from 'react-admin';
import { LoginForm } from './LoginForm';

/** The login page inside the panel (after signing out, or a session that ended); a visitor who is already signed in goes on. */
export function LoginPage() {
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const redirect = useRedirect();

  useEffect(() => {
    checkAuth({}, false)
      .then(() => redirect(() => '/'))
      .catch(() => undefined);
  }, [checkAuth, redirect]);

  return <LoginForm signIn={(email, password) => login({ email, password })} />;
}
