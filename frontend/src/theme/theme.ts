import { createTheme } from '@mui/material/styles';
import { BRAND_LOOK, type BrandLook } from './brand-look';
import { inputsCustomizations } from './customizations/inputs';
import { surfacesCustomizations } from './customizations/surfaces';
import { bodyFont, headingFont } from './fonts';

declare module '@mui/material/styles' {
  interface Theme {
    look: BrandLook;
  }
  interface ThemeOptions {
    look?: BrandLook;
  }
  interface ThemeVars {
    look: BrandLook;
  }
}

/**
 * One theme, two colour schemes exposed as CSS variables. The scheme is chosen by the
 * `data-theme` attribute on <html> (set before first paint by the inline THEME_INIT_SCRIPT of @site); dark is the default.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-theme', cssVarPrefix: 'hf' },
  defaultColorScheme: 'dark',
  colorSchemes: {
    dark: {
      palette: {
        primary: { main: '#ff3d57', contrastText: '#ffffff', dark: '#d81e3a', light: '#ff6b80' },
        secondary: { main: '#ffb020', contrastText: '#0a0a0f' },
        background: { default: '#0a0a0f', paper: '#14141c' },
        text: { primary: '#f5f5f7', secondary: '#b4b4c2' },
        divider: 'rgba(255,255,255,0.12)',
      },
    },
    light: {
      palette: {
        primary: { main: '#d61f3c', contrastText: '#ffffff', dark: '#b0142f', light: '#ff4d66' },
        secondary: { main: '#b35c00', contrastText: '#ffffff' },
        background: { default: '#fafaf7', paper: '#ffffff' },
        text: { primary: '#0e0e14', secondary: '#4a4a58' },
        divider: 'rgba(10,10,20,0.12)',
      },
    },
  },
  shape: { borderRadius: 12 },
  // The brand's look, as CSS variables the public primitives read too (brand-look.ts).
  look: BRAND_LOOK,
  typography: {
    fontFamily: bodyFont,
    h1: { fontFamily: headingFont, fontWeight: 700, fontSize: 'clamp(2.5rem, 6.4vw, 6rem)', letterSpacing: '-0.03em', lineHeight: 1.02 },
    h2: { fontFamily: headingFont, fontWeight: 700, fontSize: 'clamp(2rem, 4.2vw, 3.75rem)', letterSpacing: '-0.025em', lineHeight: 1.08 },
    h3: { fontFamily: headingFont, fontWeight: 700, fontSize: 'clamp(1.5rem, 2.6vw, 2.25rem)', letterSpacing: '-0.02em', lineHeight: 1.15 },
    h4: { fontFamily: headingFont, fontWeight: 700, fontSize: 'clamp(1.3rem, 2vw, 1.75rem)', letterSpacing: '-0.015em' },
    h5: { fontFamily: headingFont, fontWeight: 700 },
    h6: { fontFamily: headingFont, fontWeight: 700 },
    overline: { fontWeight: 700, letterSpacing: '0.18em', lineHeight: 2 },
    button: { fontWeight: 700 },
  },
  components: { ...inputsCustomizations, ...surfacesCustomizations },
});
