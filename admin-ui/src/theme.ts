import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default look with darker blues, so white text on the top bar is easy to read; the
 * words MUI puts in by itself (pagination's landmark, a rating's label, close buttons, spinners) in
 * Danish.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1' },
  },
  sidebar: { width: 240, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    MuiPagination: { defaultProps: { 'aria-label': 'Sider' } },
    MuiRating: {
      defaultProps: {
        getLabelText: (value: number) => `${value.toLocaleString('da-DK')} af 5 stjerner`,
        emptyLabelText: 'Ingen stjerner',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Luk' } },
    // The top bar's spinner while anything loads: a progress bar must say what it is (axe).
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Henter' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Henter' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Ryd',
        closeText: 'Luk',
        openText: 'Åbn',
        loadingText: 'Henter…',
        noOptionsText: 'Ingen valgmuligheder',
      },
    },
  },
};
