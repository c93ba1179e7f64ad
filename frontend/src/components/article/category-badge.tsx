import { categoryColor } from '@/config/categories';
import styles from './article.styles';

export function CategoryBadge({ category }: { category: string }) {
  const color = categoryColor(category);
  return (
    <span data-color={color.name} className={styles.badge} style={{ color: color.fg, backgroundColor: color.bg }}>
      {category}
    </span>
  );
}
