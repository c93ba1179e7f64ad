/**
 * The brand's look, written once: radius, control heights, the focus ring, transitions. theme.ts puts
 * it in the theme as `look`, which MUI turns into CSS variables (`--hf-look-pillRadius`, …) beside the
 * palette's: the studio's MUI customizations read `theme.vars.look`, and the public primitives
 * (components/ui, on @mui/system) read the same variables (`var(--hf-look-pillRadius)`), as they read
 * the palette's. The variables are in the style sheet the public pages inline (static-theme), so the
 * public pages load no JavaScript for them. brand-look.test.ts checks that every variable used exists.
 */
export const BRAND_LOOK = {
  /** Pills: buttons, chips, text fields, navigation links. */
  pillRadius: '999px',
  /** Cards. */
  cardRadius: '20px',
  /** Every control is a 44 px touch target at least; large buttons are 52 px. */
  controlHeight: '44px',
  controlHeightLarge: '52px',
  /** The keyboard focus ring (3 px of the amber secondary colour); each control sets its own offset. */
  focusRing: '3px solid var(--hf-palette-secondary-main)',
  /** Buttons: a one-pixel lift and colour changes on hover. */
  controlTransition: 'transform 160ms ease, background-color 160ms ease, box-shadow 160ms ease, border-color 160ms ease',
  hoverLift: 'translateY(-1px)',
  /** Cards lift on hover. */
  surfaceTransition: 'transform 200ms ease, border-color 200ms ease, box-shadow 200ms ease',
} as const;

export type BrandLook = Record<keyof typeof BRAND_LOOK, string>;
