import Box from '@mui/system/Box';
import { ResilientImage } from '@/components/ui/resilient-image';
import { categoryColor } from '../lib/post-display';

/** A post's featured image (cards retry 3 times from 400 ms), or a branded gradient when it has none. */
export function PostImage({
  src,
  title,
  category,
  aspect = '16 / 9',
  eager = false,
}: {
  src: string | null;
  title: string;
  category: string;
  aspect?: string;
  eager?: boolean;
}) {
  if (!src) {
    const color = categoryColor(category);
    return (
      <Box
        aria-hidden="true"
        sx={{
          aspectRatio: aspect,
          background: `radial-gradient(circle at 20% 20%, ${color.bg}55, transparent 55%), linear-gradient(135deg, #1d1d2b, #0a0a0f)`,
        }}
      />
    );
  }
  return (
    <ResilientImage
      src={src}
      alt={title}
      maxRetries={3}
      retryDelay={400}
      loading={eager ? 'eager' : 'lazy'}
      width={800}
      height={450}
      sx={{ aspectRatio: aspect, bgcolor: 'action.hover' }}
    />
  );
}
