import type { Components, Theme } from '@mui/material/styles';

/** Buttons, chips and text fields: one look for every control, with visible hover and focus states. */
export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 999,
        fontWeight: 700,
        letterSpacing: '0.02em',
        textTransform: 'none',
        paddingInline: theme.spacing(3),
        minHeight: 44,
        transition: 'transform 160ms ease, background-color 160ms ease, box-shadow 160ms ease, border-color 160ms ease',
        '&:hover': { transform: 'translateY(-1px)' },
        // White on the brand red needs the deeper shade for 4.5:1 contrast.
        '&.MuiButton-contained.MuiButton-colorPrimary': { backgroundColor: (theme.vars || theme).palette.primary.dark },
        '&.MuiButton-contained.MuiButton-colorPrimary:hover': { boxShadow: `0 10px 30px -10px ${(theme.vars || theme).palette.primary.main}` },
        '&.Mui-focusVisible': {
          outline: `3px solid ${(theme.vars || theme).palette.secondary.main}`,
          outlineOffset: 3,
        },
      }),
      sizeLarge: { minHeight: 52, fontSize: '1rem', paddingInline: 32 },
      outlined: ({ theme }) => ({
        borderWidth: 2,
        borderColor: (theme.vars || theme).palette.divider,
        color: (theme.vars || theme).palette.text.primary,
        '&:hover': { borderWidth: 2, borderColor: (theme.vars || theme).palette.text.primary },
      }),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': { outline: `3px solid ${(theme.vars || theme).palette.secondary.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiChip: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.MuiChip-filled.MuiChip-colorPrimary': { backgroundColor: (theme.vars || theme).palette.primary.dark },
        fontWeight: 600,
        borderRadius: 999,
        '&.Mui-focusVisible': { outline: `3px solid ${(theme.vars || theme).palette.secondary.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 999,
        backgroundColor: (theme.vars || theme).palette.background.paper,
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': { outline: `3px solid ${(theme.vars || theme).palette.secondary.main}`, outlineOffset: 2, borderRadius: 4 },
      }),
    },
  },
};
