import { defineStyles } from '@/theme/define-styles';

const paper = { bgcolor: 'background.paper', color: 'text.primary' } as const;

export default defineStyles('surface', {
  card: {
    ...paper,
    border: '1px solid',
    borderColor: 'divider',
    overflow: 'hidden',
    borderRadius: 'var(--hf-look-cardRadius)',
    transition: 'var(--hf-look-surfaceTransition)',
  },
  cardContent: { p: 2, '&:last-child': { pb: 3 } },
  /** MUI's Paper: no shadow; `variant="outlined"` adds the hairline border. */
  paper: { ...paper, borderRadius: 1 },
  divider: { m: 0, flexShrink: 0, border: 0, borderBottom: '1px solid', borderColor: 'divider' },
  outlined: { border: '1px solid', borderColor: 'divider' },
});
