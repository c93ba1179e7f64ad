import { shouldForwardProp } from '@mui/system/createStyled';

/**
 * A shouldForwardProp for @mui/system's styled: MUI's own (which keeps `as`, `sx`, `theme` and
 * `ownerState` off the element; leaving `as` out is what makes it change the element), and the
 * component's `own` style props too.
 */
export const forwardPropsExcept =
  (...own: string[]) =>
  (prop: PropertyKey): boolean =>
    shouldForwardProp(prop) && !own.includes(prop as string);
