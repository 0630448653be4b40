import {
  LANGUAGE_PREFIXES,
  LANGUAGES,
  NEVER_INDEXED_ROBOTS_META,
  SITE_URL_PLACEHOLDER,
  UNINDEXED_ROBOTS_META,
  OG_PICTURE,
  SITE_PHOTOS_PATH,
} from '@riviera/contract';
import { addressUnder, canonicalPath, type PrerenderedPage, type SerifFace } from '../config/pages';
import { pageTitles } from '@edition/pages';
import { events } from '@edition/events';
import { pageDescriptions, siteMeta } from '@edition/meta';
import { heroPhotos } from '@riviera/content/photos';
import {
  EVENT_IMAGE_SIZES,
  EVENT_IMAGE_WIDTHS,
  withPublishedPicture,
} from '../features/events/lib/event-image';
import {
  HERO_SIZES,
  isUploaded,
  ORIENTATION_MEDIA,
  photoBase,
  publishedSlides,
} from '../features/home/lib/hero-sources';
import { srcSet } from '../lib/image-variants';
import { documentTitle } from '../lib/use-page-title';

/** Files of the build a page links, found in Vite's manifest by the build script. */
export interface PageAssets {
  /** The Latin file of each face of the serif, such as /assets/cormorant-garamond-latin-400-normal-Ab1.woff2. */
  serifFiles: Record<SerifFace, string>;
  /** The page's own stylesheets and chunks (with what they import). */
  stylesheets: readonly string[];
  modules: readonly string[];
}

/** The Open Graph picture written by the build: the first slide at 1200 × 630. */
export const OG_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 };

/** The link preview's picture: the published first slide's when the hosts uploaded it (ADR 084). */
function ogImagePath(): string {
  const first = publishedSlides()[0];
  return first && isUploaded(first.name)
    ? `${SITE_PHOTOS_PATH}/${first.name}/${OG_PICTURE.file}`
    : OG_IMAGE.path;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function tag(name: 'meta' | 'link', attributes: Record<string, string | undefined>): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}="${escapeAttribute(value)}"`);
  return `<${name} ${written.join(' ')}>`;
}

function imagePreloads(page: PrerenderedPage): string[] {
  const preload = { rel: 'preload', as: 'image', fetchpriority: 'high' };
  const first = publishedSlides()[0];
  if (page.image === 'heroSlide' && first) {
    return (['portrait', 'landscape'] as const).map((orientation) =>
      tag('link', {
        ...preload,
        type: 'image/avif',
        media: ORIENTATION_MEDIA[orientation],
        imagesrcset: srcSet(
          photoBase(first.name, orientation),
          heroPhotos.orientations[orientation].widths,
          'avif',
        ),
        imagesizes: HERO_SIZES,
      }),
    );
  }
  // The first banner is an <img> of the pre-rendered page: React writes its preload itself, with the
  // img's fetchpriority (banner-slideshow.tsx).
  if (page.image === 'firstBanner') return [];
  const firstEvent = events[0] && withPublishedPicture(events[0]);
  if (page.image === 'firstEvent' && firstEvent) {
    return [
      tag('link', {
        ...preload,
        type: 'image/avif',
        imagesrcset: srcSet(firstEvent.image, EVENT_IMAGE_WIDTHS, 'avif'),
        imagesizes: EVENT_IMAGE_SIZES,
      }),
    ];
  }
  return [];
}

/** Open Graph's name of each language's locale. */
const OG_LOCALES = { en: 'en_GB', fr: 'fr_FR' } as const;

/**
 * The page's address in each language, for search engines (hreflang) and link previews
 * (og:locale:alternate); English is the default. Pages that exist in one language only have none.
 */
function alternates(page: PrerenderedPage): string[] {
  if (page.name === 'notFound' || page.englishOnly) return [];
  // The canonical page's addresses: search engines want alternates between canonical pages.
  const href = (prefix: string) => `${SITE_URL_PLACEHOLDER}${addressUnder(prefix, canonicalPath(page))}`;
  return [
    ...LANGUAGES.map((language) =>
      tag('link', { rel: 'alternate', hreflang: language, href: href(LANGUAGE_PREFIXES[language]) }),
    ),
    tag('link', { rel: 'alternate', hreflang: 'x-default', href: href('') }),
    ...LANGUAGES.filter((language) => OG_LOCALES[language] !== siteMeta.ogLocale).map((language) =>
      tag('meta', { property: 'og:locale:alternate', content: OG_LOCALES[language] }),
    ),
  ];
}

/**
 * The head of a pre-rendered page: title, description, canonical address, link-preview tags, and
 * the preloads of what its first view draws (the serif's faces, its largest picture, its chunk).
 * Absolute addresses start with SITE_URL_PLACEHOLDER, which the server and nginx replace.
 */
export function pageHead(page: PrerenderedPage, prefix: string, assets: PageAssets): string {
  const heading = page.name === 'home' || page.name === 'homeV2' ? undefined : pageTitles[page.name];
  const title = documentTitle(heading);
  const description = pageDescriptions[page.name];
  // /homev2 is the home page under a second address: both name / (or /fr) as the canonical one.
  const url = `${SITE_URL_PLACEHOLDER}${addressUnder(prefix, canonicalPath(page))}`;
  const image = `${SITE_URL_PLACEHOLDER}${ogImagePath()}`;
  const lines = [
    `<title>${escapeAttribute(title)}</title>`,
    tag('meta', { name: 'description', content: description }),
    page.indexable ? UNINDEXED_ROBOTS_META : NEVER_INDEXED_ROBOTS_META,
    page.name === 'notFound' ? '' : tag('link', { rel: 'canonical', href: url }),
    tag('meta', { property: 'og:type', content: 'website' }),
    tag('meta', { property: 'og:site_name', content: siteMeta.siteName }),
    tag('meta', { property: 'og:title', content: title }),
    tag('meta', { property: 'og:description', content: description }),
    page.name === 'notFound' ? '' : tag('meta', { property: 'og:url', content: url }),
    tag('meta', { property: 'og:image', content: image }),
    tag('meta', { property: 'og:image:type', content: 'image/jpeg' }),
    tag('meta', { property: 'og:image:width', content: String(OG_IMAGE.width) }),
    tag('meta', { property: 'og:image:height', content: String(OG_IMAGE.height) }),
    tag('meta', { property: 'og:image:alt', content: siteMeta.imageAlt }),
    tag('meta', { property: 'og:locale', content: siteMeta.ogLocale }),
    ...alternates(page),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: title }),
    tag('meta', { name: 'twitter:description', content: description }),
    tag('meta', { name: 'twitter:image', content: image }),
    ...page.serifFaces.map((face) =>
      tag('link', {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href: assets.serifFiles[face],
        crossorigin: '',
      }),
    ),
    ...imagePreloads(page),
    ...assets.stylesheets.map((href) => tag('link', { rel: 'stylesheet', href })),
  ];
  return lines.filter(Boolean).join('\n    ');
}
