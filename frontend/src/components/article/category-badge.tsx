import Box from '@mui/system/Box';
import { categoryColor } from '@/config/categories';

export function CategoryBadge({ category }: { category: string }) {
  const color = categoryColor(category);
  return (
    <Box
      component="span"
      data-color={color.name}
      sx={{
        display: 'inline-block',
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        fontSize: 12,
        fontWeight: 700,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
        color: color.fg,
        bgcolor: color.bg,
        whiteSpace: 'nowrap',
      }}
    >
      {category}
    </Box>
  );
}
