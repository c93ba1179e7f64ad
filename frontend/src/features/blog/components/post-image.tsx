import { IMAGE_SLOT_SIZES, responsiveImage, type ImageSizes } from '@app/site';
import { ResilientImage } from '@/components/ui/resilient-image';
import { categoryColor } from '../lib/post-display';
import styles from './blog.styles';

/**
 * A post's featured image (cards retry 3 times from 400 ms), or a branded gradient when it has none. A stored
 * image of known size comes with its smaller widths (srcset) for the slot it fills (`slot`, see IMAGE_SLOT_SIZES).
 */
export function PostImage({
  src,
  title,
  category,
  aspect = '16 / 9',
  eager = false,
  imageSizes,
  slot = 'card',
}: {
  src: string | null;
  title: string;
  category: string;
  aspect?: string;
  eager?: boolean;
  imageSizes?: ImageSizes;
  slot?: keyof typeof IMAGE_SLOT_SIZES;
}) {
  if (!src) {
    const color = categoryColor(category);
    return (
      <div
        aria-hidden="true"
        style={{
          aspectRatio: aspect,
          background: `radial-gradient(circle at 20% 20%, ${color.bg}55, transparent 55%), linear-gradient(135deg, #1d1d2b, #0a0a0f)`,
        }}
      />
    );
  }
  const image = responsiveImage(src, imageSizes, IMAGE_SLOT_SIZES[slot]);
  return (
    <ResilientImage
      src={src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={title}
      maxRetries={3}
      retryDelay={400}
      loading={eager ? 'eager' : 'lazy'}
      width={image.width ?? 800}
      height={image.height ?? 450}
      className={styles.imageFrame}
      style={{ aspectRatio: aspect }}
    />
  );
}
