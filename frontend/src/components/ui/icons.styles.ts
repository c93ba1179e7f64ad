import { defineStyles } from '@/theme/define-styles';

export default defineStyles('icon', {
  root: { width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor', userSelect: 'none' },
  small: { fontSize: '1.25rem' },
  medium: { fontSize: '1.5rem' },
  large: { fontSize: '2.1875rem' },
  inherit: { fontSize: 'inherit' },
});
