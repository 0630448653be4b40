import { contentTabCopy as en, type ContentTabCopy } from '@riviera/content/en/admin/content';
import { contentTabCopy as fr } from '@riviera/content/fr/admin/content';
import { sitePhotosCopy as photosEn, type SitePhotosCopy } from '@riviera/content/en/admin/site-photos';
import { sitePhotosCopy as photosFr } from '@riviera/content/fr/admin/site-photos';

/**
 * The Content tab's words in the admin page's language (ADR 080). The hosts' area is served in
 * English only (ADR 047, `englishOnly` in config/pages.ts), so this is English today; the French
 * words exist so the tab follows the page the day the area has a French edition.
 */
export function tabWords(language = typeof document === 'undefined' ? 'en' : document.documentElement.lang) {
  return (language.startsWith('fr') ? fr : en) satisfies ContentTabCopy;
}

/** The Photos page's words (ADR 084), in the admin page's language as the tab's. */
export function photoWords(
  language = typeof document === 'undefined' ? 'en' : document.documentElement.lang,
) {
  return (language.startsWith('fr') ? photosFr : photosEn) satisfies SitePhotosCopy;
}
