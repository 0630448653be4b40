import type { DbOrTx } from '../../platform/db/database';
import type { MailContent } from '../../platform/mail/mail-content';
import { publishedContentValues } from './content.service';
import { eventRevisions } from './event-revisions';
import { withPublishedEvents } from './published-events';

/**
 * A message's content with the events as the hosts published them and how often each moved (ADR
 * 087): what the confirmation and the travel details write in their text and their `.ics`.
 */
export async function withPublishedWeekend(db: DbOrTx, content: MailContent): Promise<MailContent> {
  const [values, revisions] = await Promise.all([publishedContentValues(db), eventRevisions(db)]);
  return { ...content, events: withPublishedEvents(content.events, values, content.language), revisions };
}
