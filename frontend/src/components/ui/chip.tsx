import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '@/theme/define-styles';
import styles from './chip.styles';

export type ChipProps = Omit<ComponentPropsWithoutRef<'button'>, 'color'> & {
  label: string;
  variant?: 'filled' | 'outlined';
  color?: 'primary';
  /** Always clickable (MUI's prop, accepted for the same call sites). */
  clickable?: true;
};

/** A clickable chip (the blog's category filter; MUI's Chip look as theme.ts sets it). */
export const Chip = forwardRef<HTMLButtonElement, ChipProps>(function Chip(
  { label, variant = 'filled', color, clickable: _clickable, className, ...props },
  ref,
) {
  const tone = color === 'primary' ? 'Primary' : 'Default';
  return (
    <button
      ref={ref}
      type="button"
      className={cx(styles.root, variant === 'outlined' && styles.outlined, styles[`${variant}${tone}`], className)}
      {...props}
    >
      {label}
    </button>
  );
});
