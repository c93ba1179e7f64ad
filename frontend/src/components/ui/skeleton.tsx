import { cx } from '@/theme/define-styles';
import styles from './skeleton.styles';

/**
 * A loading placeholder: the part of MUI's Skeleton the public pages use (text and rectangular
 * shapes with a pulse), in CSS only so the pages that show it ship less JavaScript.
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  className,
}: {
  variant?: 'text' | 'rectangular';
  width?: number | string;
  height?: number | string;
  className?: string;
}) {
  return <span aria-hidden="true" className={cx(styles.root, styles[variant], className)} style={{ width, height }} />;
}
