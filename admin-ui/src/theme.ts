import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default look with darker blues, so white text on the top bar is easy to read. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1' },
  },
  sidebar: { width: 240, closedWidth: 55 },
};
