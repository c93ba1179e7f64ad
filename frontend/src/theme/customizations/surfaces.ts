import type { Components, Theme } from '@mui/material/styles';

/** Cards and papers: flat, bordered surfaces that lift on hover. */
export const surfacesCustomizations: Components<Theme> = {
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: { root: { backgroundImage: 'none' } },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: (theme.vars || theme).look.cardRadius,
        border: `1px solid ${(theme.vars || theme).palette.divider}`,
        backgroundColor: (theme.vars || theme).palette.background.paper,
        transition: (theme.vars || theme).look.surfaceTransition,
      }),
    },
  },
  MuiSkeleton: {
    defaultProps: { animation: 'wave' },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({ backgroundColor: (theme.vars || theme).palette.background.default }),
    },
  },
};
