import type { Ref } from 'react';
import { MIME, srcSet, variantUrl } from '../../lib/image-variants';

interface ResponsivePictureProps {
  /** Path under public/ without width and extension, such as 'imgs/events/lunch'. */
  base: string;
  widths: readonly number[];
  /** Widths that also exist as JPEG; default: all of them. */
  fallbackWidths?: readonly number[];
  /** Intrinsic size, so the page does not jump when the picture arrives. */
  width: number;
  height: number;
  sizes: string;
  alt?: string;
  className?: string;
  /** The first picture of a page loads eagerly and first; every other one lazily. */
  priority?: boolean;
  onLoad?: () => void;
  imageRef?: Ref<HTMLImageElement>;
}

/** AVIF, then WebP, then JPEG, each at a ladder of widths: the browser picks the lightest fit. */
export function ResponsivePicture({
  base,
  widths,
  fallbackWidths = widths,
  width,
  height,
  sizes,
  alt = '',
  className,
  priority = false,
  onLoad,
  imageRef,
}: ResponsivePictureProps) {
  const largestFallback = Math.max(...fallbackWidths);
  return (
    <picture>
      <source type={MIME.avif} srcSet={srcSet(base, widths, 'avif')} sizes={sizes} />
      <source type={MIME.webp} srcSet={srcSet(base, widths, 'webp')} sizes={sizes} />
      <img
        ref={imageRef}
        src={variantUrl(base, largestFallback, 'jpg')}
        srcSet={srcSet(base, fallbackWidths, 'jpg')}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        onLoad={onLoad}
      />
    </picture>
  );
}
