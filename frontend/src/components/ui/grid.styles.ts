import { defineStyles } from '@/theme/define-styles';

export default defineStyles('grid', {
  container: { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', rowGap: 0, columnGap: 0 },
  item: { gridColumn: 'span 12', minWidth: 0 },
});
