/**
 * A shouldForwardProp for @mui/system's styled that keeps `own` style props (and what MUI's default
 * keeps: `as`, `sx`, `theme`, `ownerState`) off the DOM element. Leaving `as` out is what makes it
 * change the element.
 */
export const forwardPropsExcept =
  (...own: string[]) =>
  (prop: PropertyKey): boolean =>
    typeof prop === 'string' && !['as', 'sx', 'theme', 'ownerState', ...own].includes(prop);
