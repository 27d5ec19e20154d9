import { styled } from '@mui/material';

// One styled element per card, its lines and buttons plain HTML with classes: a page holds 25
// cards, and a MUI component for each line and button of each made Kundeliste slow to open
// (figures in bench/panel/NOTES.md).
export const CardRoot = styled('article')(({ theme }) => {
  const button = {
    ...theme.typography.button,
    fontSize: '0.8125rem',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    padding: '4px 10px',
    minHeight: 32,
    borderRadius: theme.shape.borderRadius,
    border: '1px solid transparent',
    textDecoration: 'none',
    cursor: 'pointer',
    background: 'none',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.5, cursor: 'default' },
  };
  const solid = (color: 'error' | 'success') => ({
    ...button,
    color: theme.palette[color].contrastText,
    background: theme.palette[color].main,
    boxShadow: theme.shadows[2],
    '&:hover': { background: theme.palette[color].dark },
  });
  return {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    ...theme.typography.body2,
    '& .content': { flex: 1, padding: theme.spacing(2), overflowWrap: 'anywhere' },
    '& .content p': { margin: 0 },
    '& .date': { ...theme.typography.caption, color: theme.palette.text.secondary },
    '& h2': { ...theme.typography.h6, margin: 0 },
    '& h2 a': { color: 'inherit', textDecoration: 'none' },
    '& h2 a:hover': { textDecoration: 'underline' },
    '& .chips': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: 8,
      alignItems: 'center',
      margin: '4px 0',
    },
    '& .chip': {
      ...theme.typography.caption,
      padding: '2px 10px',
      borderRadius: 12,
      background: theme.palette.action.selected,
    },
    '& .chip.again': {
      background: theme.palette.warning.main,
      color: theme.palette.warning.contrastText,
    },
    '& .label': { color: theme.palette.text.secondary },
    '& .dial': { display: 'flex', flexWrap: 'wrap', gap: 8, margin: '4px 0' },
    '& .outlined': {
      ...button,
      color: theme.palette.primary.main,
      borderColor: theme.palette.primary.main,
      '&:hover': { background: theme.palette.action.hover },
    },
    '& .error-outlined': {
      ...button,
      color: theme.palette.error.main,
      borderColor: theme.palette.error.main,
      '&:hover': { background: theme.palette.action.hover },
    },
    '& .error': solid('error'),
    '& .success': solid('success'),
    '& .sites': { marginTop: `${theme.spacing(1)} !important` },
    '& .actions': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: 8,
      padding: theme.spacing(0, 2, 2),
    },
  };
});
