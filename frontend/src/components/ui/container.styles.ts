import { defineStyles } from '@/theme/define-styles';

/** MUI's Container: centred, gutters of 16 px (24 px from sm), a maximum width per size. */
export default defineStyles('container', {
  root: { width: '100%', ml: 'auto', mr: 'auto', boxSizing: 'border-box', display: 'block', px: { xs: 2, sm: 3 } },
  sm: { maxWidth: { sm: '600px' } },
  md: { maxWidth: { md: '900px' } },
  lg: { maxWidth: { lg: '1200px' } },
  xl: { maxWidth: { xl: '1536px' } },
});
