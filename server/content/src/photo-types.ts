/** The herov2 photo set: generated into photos.ts by client/scripts (see README there). */
export interface PhotoOrientation {
  /** Size of the largest variant. */
  width: number;
  height: number;
  /** Widths available as AVIF and WebP. */
  widths: number[];
  /** Widths also available as JPEG, for browsers without AVIF or WebP. */
  fallbackWidths: number[];
}

export interface HeroPhoto {
  name: string;
  /** Average colour, shown while the photo loads. */
  colour: string;
}

export interface HeroPhotoSet {
  /** Folder under public/: `<basePath>/<orientation>/<name>-<width>.<ext>`. */
  basePath: string;
  orientations: { landscape: PhotoOrientation; portrait: PhotoOrientation };
  /**
   * The placeholder set (client/scripts/photos.mjs), until the couple adds their own photos: the home
   * page says so under each slide, with its title (`placeholderPhotos` in content/<language>/home.ts).
   */
  placeholders?: boolean;
  photos: HeroPhoto[];
}
