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
        borderRadius: (theme.vars || theme).look.pillRadius,
        fontWeight: 700,
        letterSpacing: '0.02em',
        textTransform: 'none',
        paddingInline: theme.spacing(3),
        minHeight: (theme.vars || theme).look.controlHeight,
        transition: (theme.vars || theme).look.controlTransition,
        '&:hover': { transform: (theme.vars || theme).look.hoverLift },
        // White on the brand red needs the deeper shade for 4.5:1 contrast.
        '&.MuiButton-contained.MuiButton-colorPrimary': { backgroundColor: (theme.vars || theme).palette.primary.dark },
        '&.MuiButton-contained.MuiButton-colorPrimary:hover': { boxShadow: `0 10px 30px -10px ${(theme.vars || theme).palette.primary.main}` },
        '&.Mui-focusVisible': { outline: (theme.vars || theme).look.focusRing, outlineOffset: 3 },
      }),
      sizeLarge: ({ theme }) => ({ minHeight: (theme.vars || theme).look.controlHeightLarge, fontSize: '1rem', paddingInline: 32 }),
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
        '&.Mui-focusVisible': { outline: (theme.vars || theme).look.focusRing, outlineOffset: 2 },
      }),
    },
  },
  MuiChip: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.MuiChip-filled.MuiChip-colorPrimary': { backgroundColor: (theme.vars || theme).palette.primary.dark },
        fontWeight: 600,
        borderRadius: (theme.vars || theme).look.pillRadius,
        '&.Mui-focusVisible': { outline: (theme.vars || theme).look.focusRing, outlineOffset: 2 },
      }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: (theme.vars || theme).look.pillRadius,
        backgroundColor: (theme.vars || theme).palette.background.paper,
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': { outline: (theme.vars || theme).look.focusRing, outlineOffset: 2, borderRadius: 4 },
      }),
    },
  },
};
