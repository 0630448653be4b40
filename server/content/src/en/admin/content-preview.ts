/**
 * The hosts' preview of their drafts as a guest sees a page (ADR 079), in the Content tab. The
 * hosts' area is English only (ADR 019).
 */
export const contentPreviewCopy = {
  heading: 'Preview as a guest',
  open: 'Preview as a guest',
  close: 'Close the preview',
  lead: 'The page as guests will see it once you publish, drafts included, at a phone’s width.',
  languageLegend: 'Language of the page',
  english: 'English',
  french: 'French',
  frameTitle: (page: string, language: string) => `Preview of ${page} in ${language}`,
  loading: 'Drawing the page…',
  failed: 'The preview could not be drawn. Check your connection and try again.',
  retry: 'Try again',
} as const;
