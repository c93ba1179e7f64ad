import { defineStyles } from '@/theme/define-styles';

/** Parts the site's pages share: a service's colours (its brand colour comes in `--hf-brand`). */
export default defineStyles('site', {
  serviceAction: {
    bgcolor: 'var(--hf-brand)',
    color: '#0a0a0f',
    '&:hover': { bgcolor: 'var(--hf-brand)', filter: 'brightness(1.1)' },
  },
  serviceIcon: { fontSize: 30 },
});
