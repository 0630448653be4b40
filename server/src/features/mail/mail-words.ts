import type { Language } from '@riviera/contract';
import type { DbOrTx } from '../../platform/db/database';
import type { MailContent } from '../../platform/mail/mail-content';
import { mailContent } from '../../platform/mail/mail-content';
import { NAME_SLOT, publishedValues, type PublishedValues } from '../content';

/**
 * The guests' mailings in the words the hosts published (ADR 080): the greeting and the text of the
 * save-the-date, the invitation and the reminder are content fields of the page `mails`, read from
 * the database each time a mail is composed, never a draft. Everything else is the mail's own copy.
 */

const KINDS = ['saveTheDate', 'invitation', 'reminder'] as const;

/** A body's paragraphs: apart by an empty line, each one's line breaks kept as spaces. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');

function withWords(content: MailContent, published: PublishedValues): MailContent {
  const copy = { ...content.copy };
  const language = content.language;
  for (const kind of KINDS) {
    const greeting = published[`mails.${kind}.greeting`]?.[language];
    const body = published[`mails.${kind}.body`]?.[language];
    const words = { ...copy[kind] };
    if (greeting) words.greeting = (name: string) => greeting.split(NAME_SLOT).join(name);
    if (body) words.body = paragraphsOf(body);
    Object.assign(copy, { [kind]: words });
  }
  return { ...content, copy };
}

/** The mail's content in each language with the published words: one statement, whatever the guests. */
export async function publishedMailContent(db: DbOrTx): Promise<(language: Language) => MailContent> {
  const published = await publishedValues(db, 'mails');
  const byLanguage = {
    en: withWords(mailContent('en'), published),
    fr: withWords(mailContent('fr'), published),
  };
  return (language) => byLanguage[language];
}
