/** The ready notice of a publish that moved an event (ADR 079), in the Content tab's history. */
export const changeAnnouncementCopy = {
  heading: 'Tell the guests',
  lead: 'This version moved an event. A notice is ready: copy it into the Mail tab’s notice form, each language in its box.',
  english: 'In English',
  french: 'In French',
  copyEnglish: 'Copy the English',
  copyFrench: 'Copy the French',
  copied: (language: string) => `The ${language} notice is copied: paste it into the notice form.`,
  copyFailed: 'This browser would not copy: select the text and copy it yourself.',
} as const;
