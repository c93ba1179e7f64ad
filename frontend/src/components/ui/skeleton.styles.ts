import { defineStyles } from '@/theme/define-styles';

export default defineStyles('skeleton', {
  root: {
    display: 'block',
    bgcolor: 'action.hover',
    width: '100%',
    animation: 'hf-pulse 1.5s ease-in-out 0.5s infinite',
    '@keyframes hf-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  text: { borderRadius: 1, height: '1.2em', my: 0.75 },
  rectangular: { borderRadius: 0, height: '120px' },
});
