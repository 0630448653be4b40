import { describe, expect, it } from 'vitest';
import { mailContent } from '../../platform/mail/mail-content';
import type { MailConfig } from '../../platform/mail/mail-config';
import { guestMessage } from './guest-mail';

const config: MailConfig = {
  siteUrl: 'https://aanya-and-julien.example',
  deadline: undefined,
  hosts: [],
  from: 'wedding@example.com',
  delivery: 'catcher',
};
const guest = {
  id: 'g1',
  name: 'Élodie Martin',
  email: 'elodie@example.fr',
  invitationCode: 'ABCD2345',
  plusOneName: null,
};

describe('the save-the-date', () => {
  it.each([
    [
      'en',
      'Add the whole weekend to your calendar',
      'https://aanya-and-julien.example/calendar/aanya-julien-wedding-weekend.ics',
    ],
    [
      'fr',
      'Ajouter tout le week-end à mon agenda',
      'https://aanya-and-julien.example/fr/calendar/aanya-julien-week-end-de-mariage.ics',
    ],
  ] as const)(
    'in %s links to the whole weekend’s calendar file the site serves',
    async (language, label, url) => {
      const message = await guestMessage(mailContent(language), config, 'save_the_date', guest);
      expect(message.html).toContain(`href="${url}"`);
      expect(message.html).toContain(label);
      expect(message.text).toContain(url);
    },
  );
});

describe('the save-the-date’s picture', () => {
  it.each([
    ['en', 'The sea at dusk on the Riviera, palm trees and parasols'],
    ['fr', 'La mer au crépuscule sur la Riviera, palmiers et parasols'],
  ] as const)(
    'in %s is sent inside the message, above the greeting, described in the language',
    async (language, alt) => {
      const message = await guestMessage(mailContent(language), config, 'save_the_date', guest);
      expect(message.attachments).toHaveLength(1);
      const [picture] = message.attachments;
      expect(picture).toMatchObject({
        filename: 'save-the-date.jpg',
        contentType: 'image/jpeg',
        cid: 'save-the-date@wedding',
      });
      // A real JPEG (its first bytes), small enough for every guest's inbox.
      const bytes = Buffer.from(picture?.content ?? '', 'base64');
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(bytes.length).toBeLessThan(60_000);
      const html = message.html;
      expect(html).toContain(`src="cid:save-the-date@wedding"`);
      expect(html).toContain(`alt="${alt}"`);
      expect(html.indexOf('cid:save-the-date@wedding')).toBeLessThan(html.indexOf('Élodie'));
    },
  );

  it('is not in the invitation or the reminder', async () => {
    for (const kind of ['invitation', 'reminder'] as const) {
      const message = await guestMessage(mailContent('en'), config, kind, guest);
      expect(message.html).not.toContain('cid:save-the-date@wedding');
    }
  });
});
