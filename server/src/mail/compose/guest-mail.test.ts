import { describe, expect, it } from 'vitest';
import { mailContent } from '../mail-content';
import type { MailConfig } from '../mail-config';
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
