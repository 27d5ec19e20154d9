/** The login page's words: it shows before react-admin (and its translations) has loaded. */
export const LOGIN_TEXT = {
  title: 'Log ind',
  back: 'Tilbage til start',
  email: 'Email',
  password: 'Adgangskode',
  submit: 'Log ind',
  failed: 'Forkert email eller adgangskode',
  error: 'Der er sket en fejl, prøv igen senere',
};
