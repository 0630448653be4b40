import { memo, type Ref } from 'react';
import { heroPhotos } from '@riviera/content/photos';
import { MIME, srcSet, variantUrl, type ImageFormat } from '../../../lib/image-variants';
import { HERO_SIZES, ORIENTATION_MEDIA, photoBase } from '../lib/hero-sources';

interface FirstSlidePictureProps {
  name: string;
  imageRef: Ref<HTMLImageElement>;
  onLoad: () => void;
}

const modern: ImageFormat[] = ['avif', 'webp'];

/**
 * The first slide, in both orientations: the media queries choose portrait or landscape in the HTML
 * itself, so the pre-rendered page shows the right photo (the one its preload fetched) before the
 * JavaScript runs, and hydration changes nothing.
 */
export const FirstSlidePicture = memo(function FirstSlidePicture({
  name,
  imageRef,
  onLoad,
}: FirstSlidePictureProps) {
  const portrait = heroPhotos.orientations.portrait;
  const landscape = heroPhotos.orientations.landscape;
  const portraitBase = photoBase(name, 'portrait');
  const landscapeBase = photoBase(name, 'landscape');
  return (
    <picture>
      {modern.map((format) => (
        <source
          key={`portrait-${format}`}
          media={ORIENTATION_MEDIA.portrait}
          type={MIME[format]}
          srcSet={srcSet(portraitBase, portrait.widths, format)}
          sizes={HERO_SIZES}
          width={portrait.width}
          height={portrait.height}
        />
      ))}
      <source
        media={ORIENTATION_MEDIA.portrait}
        type={MIME.jpg}
        srcSet={srcSet(portraitBase, portrait.fallbackWidths, 'jpg')}
        sizes={HERO_SIZES}
        width={portrait.width}
        height={portrait.height}
      />
      {modern.map((format) => (
        <source
          key={`landscape-${format}`}
          type={MIME[format]}
          srcSet={srcSet(landscapeBase, landscape.widths, format)}
          sizes={HERO_SIZES}
        />
      ))}
      <img
        ref={imageRef}
        src={variantUrl(landscapeBase, Math.max(...landscape.fallbackWidths), 'jpg')}
        srcSet={srcSet(landscapeBase, landscape.fallbackWidths, 'jpg')}
        sizes={HERO_SIZES}
        width={landscape.width}
        height={landscape.height}
        alt=""
        className="hero-slide__image"
        loading="eager"
        decoding="async"
        fetchPriority="high"
        onLoad={onLoad}
      />
    </picture>
  );
});
