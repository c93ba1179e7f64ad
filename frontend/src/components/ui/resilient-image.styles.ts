import { defineStyles } from '@/theme/define-styles';

export default defineStyles('image', {
  frame: { position: 'relative', overflow: 'hidden' },
  image: { display: 'block', width: '100%', height: '100%', objectFit: 'cover', transition: 'opacity 300ms ease' },
  failed: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bgcolor: 'action.hover',
    color: 'text.secondary',
    fontSize: 14,
    minHeight: '120px',
    width: '100%',
    height: '100%',
  },
});
