import { SITE } from '@app/site';
import { Link as RouterLink } from 'react-router-dom';
import styles from './layout.styles';

/** The wordmark: a frame glyph and the brand name, drawn in SVG and type. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <RouterLink to="/" onClick={onClick} aria-label={`${SITE.brand} home`} className={styles.logo}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className={styles.logoMark}>
        <rect x="1" y="1" width="30" height="30" rx="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M9 8h4v6.5h6V8h4v16h-4v-6h-6v6H9z" fill="var(--hf-palette-primary-main)" />
      </svg>
      <span className={styles.logoName}>{SITE.brand.toUpperCase()}</span>
    </RouterLink>
  );
}
