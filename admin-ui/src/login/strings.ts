/** The sign-in pages' words: they show before react-admin (and its translations) has loaded. */
export const LOGIN_TEXT = {
  title: 'Log ind',
  back: 'Tilbage til start',
  email: 'Email',
  password: 'Adgangskode',
  submit: 'Log ind',
  failed: 'Forkert email eller adgangskode',
  error: 'Der er sket en fejl, prøv igen senere',
  forgot: 'Glemt adgangskode?',
  passkey: 'Brug en adgangsnøgle',
  passkeyCancelled: 'Adgangsnøglen blev ikke brugt. Prøv igen, eller log ind med adgangskode.',
  or: 'eller',
  codeTitle: 'Skriv koden fra din app',
  codeHelp:
    'Åbn din godkendelsesapp, og skriv den 6-cifrede kode. Har du ikke telefonen, kan du bruge en af dine gendannelseskoder.',
  code: 'Kode',
  codeSubmit: 'Bekræft',
  startOver: 'Start forfra',
  forgotTitle: 'Glemt adgangskode',
  forgotHelp: 'Skriv din email, så sender vi et link, hvor du kan vælge en ny adgangskode.',
  forgotSubmit: 'Send link',
  forgotSent:
    'Hvis der findes en konto med den email, har vi sendt et link. Det virker i 30 minutter og kun én gang.',
  toLogin: 'Til log ind',
  resetTitle: 'Vælg en ny adgangskode',
  resetHelp:
    'Mindst 12 tegn. Brug gerne flere ord, der ikke hører sammen. Når du gemmer, bliver du logget ud alle steder.',
  newPassword: 'Ny adgangskode',
  currentPassword: 'Nuværende adgangskode',
  resetSubmit: 'Gem ny adgangskode',
  resetDone: 'Din adgangskode er skiftet. Log ind med den nye.',
  resetNoToken: 'Linket mangler sin kode. Bed om et nyt link.',
  changeTitle: 'Vælg din egen adgangskode',
  changeHelp:
    'Du er logget ind med en adgangskode, der er lavet til dig. Vælg din egen, før du fortsætter (mindst 12 tegn).',
  changeSubmit: 'Gem og fortsæt',
  twoFactorTitle: 'Slå totrinsbekræftelse til',
  twoFactorRequired: 'Ejeren kræver totrinsbekræftelse for alle. Slå det til, før du fortsætter.',
  signOut: 'Log ud',
  sessionEnded:
    'Du er blevet logget ud, fordi Arbi ikke havde været brugt i et stykke tid (eller du loggede ud et andet sted). Log ind igen, så kommer du tilbage til siden, du var på.',
  oddsKept: 'Det du havde skrevet i oddsene, er gemt.',
};
