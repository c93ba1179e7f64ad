import type { SystemStyleObject, Theme } from '@mui/system';

/** One class's styles, written as MUI's `sx` (theme spacing, palette paths, breakpoints, nested selectors). */
export type StyleObject = SystemStyleObject<Theme>;

/** Where defineStyles keeps the style objects, for vite.config's buildTimeStyles plugin to read at build time. */
export const STYLE_OBJECTS = Symbol.for('hyperframe.style-objects');

export interface DefinedStyles {
  name: string;
  styles: Record<string, StyleObject>;
}

/**
 * The public pages' styles, resolved at build time (zero-runtime CSS): a `*.styles.ts` module's default
 * export is `defineStyles('name', { key: sx, … })`, and components use the class names it returns
 * (`hf-name-key`). vite.config's buildTimeStyles plugin runs the module at build time, turns each
 * object into CSS with @mui/system's own sx resolution against the public theme (the same values
 * `sx` gave), and ships the module as the names alone: a visitor downloads no style engine and no
 * style objects. Anywhere else (the component tests) this returns the same names.
 */
export function defineStyles<K extends string>(name: string, styles: Record<K, StyleObject>): Record<K, string> {
  const names = Object.fromEntries(Object.keys(styles).map((key) => [key, styleClassName(name, key)])) as Record<K, string>;
  Object.defineProperty(names, STYLE_OBJECTS, { value: { name, styles } satisfies DefinedStyles, enumerable: false });
  return names;
}

export function styleClassName(name: string, key: string): string {
  return `hf-${name}-${key}`;
}

/** Class names joined, skipping the ones left out (false, undefined). */
export function cx(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}

/**
 * What MUI's Stack (without useFlexGap) does to its children besides spacing them: their own margins
 * are 0. Spread into a flex column or row (spaced by `gap`) that replaces such a Stack.
 */
export const STACK_CHILDREN: StyleObject = { '& > :not(style):not(style)': { m: 0 } };
