import { defineStyles } from '@/theme/define-styles';

/** One class per typography variant: the theme's variant (sx `typography`), no margin. */
export default defineStyles('text', {
  h1: { m: 0, typography: 'h1' },
  h2: { m: 0, typography: 'h2' },
  h3: { m: 0, typography: 'h3' },
  h4: { m: 0, typography: 'h4' },
  h5: { m: 0, typography: 'h5' },
  h6: { m: 0, typography: 'h6' },
  subtitle1: { m: 0, typography: 'subtitle1' },
  subtitle2: { m: 0, typography: 'subtitle2' },
  body1: { m: 0, typography: 'body1' },
  body2: { m: 0, typography: 'body2' },
  button: { m: 0, typography: 'button' },
  caption: { m: 0, typography: 'caption' },
  overline: { m: 0, typography: 'overline' },
});
