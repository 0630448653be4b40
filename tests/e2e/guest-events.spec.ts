import { expect, test } from '../support/fixtures';

/** The specification's six events, with the date and time a guest reads on each card. */
const expected = [
  { id: 'welcome-dinner', title: 'Welcome Dinner', date: 'Thursday, 14 May 2026', time: '6:30 to 11 PM' },
  { id: 'hindu-ceremony', title: 'Hindu Ceremony', date: 'Friday, 15 May 2026', time: '9:30 AM' },
  { id: 'lunch', title: 'Lunch', date: 'Friday, 15 May 2026', time: '12 PM' },
  { id: 'cocktail-hour', title: 'Cocktail Hour', date: 'Friday, 15 May 2026', time: '6:30 PM' },
  { id: 'reception', title: 'Reception', date: 'Friday, 15 May 2026', time: '8 PM' },
  { id: 'farewell-brunch', title: 'Farewell Brunch', date: 'Saturday, 16 May 2026', time: '12 PM' },
];

test.describe('events page', () => {
  test('shows the six events in order with exact dates, times and everything a guest needs', async ({
    page,
  }) => {
    await page.goto('/events');
    const cards = page.getByTestId('event-card');
    await expect(cards).toHaveCount(6);
    for (const [index, event] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute('id', event.id);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(event.title);
      await expect(card.getByTestId('event-date')).toHaveText(event.date);
      await expect(card.getByTestId('event-time')).toHaveText(event.time);
      await expect(card.getByText(/Dress code:/)).toBeVisible();
      await expect(card.getByRole('link', { name: /View on Google Maps/ })).toBeVisible();
    }
  });

  test('each map link opens Google Maps on the event’s place, in a new tab', async ({ page }) => {
    await page.goto('/events');
    const cards = page.getByTestId('event-card');
    for (let index = 0; index < 6; index += 1) {
      const card = cards.nth(index);
      const place = await card.locator('.event-card__place').innerText();
      const address = await card.locator('.event-card__address').innerText();
      const link = card.getByRole('link', { name: /View on Google Maps/ });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(href.origin + href.pathname).toBe('https://www.google.com/maps/search/');
      expect(href.searchParams.get('api')).toBe('1');
      expect(href.searchParams.get('query')).toBe(`${place}, ${address}`);
    }
  });

  test('calendar files: one per event and the whole weekend, in Paris time', async ({ page, request }) => {
    await page.goto('/events');
    const welcome = page
      .getByTestId('event-card')
      .first()
      .getByRole('link', { name: /Add to calendar/ });
    const response = await request.get((await welcome.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const ics = await response.text();
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20260514T183000');
    expect(ics).toContain('DTEND;TZID=Europe/Paris:20260514T230000');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    const weekendHref = await page
      .getByRole('link', { name: 'Add the whole weekend to your calendar' })
      .getAttribute('href');
    const weekend = await (await request.get(weekendHref ?? '')).text();
    expect(weekend.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    expect(weekend).toContain('DTSTART;TZID=Europe/Paris:20260515T093000');
    expect(weekend).toContain('DTSTART;TZID=Europe/Paris:20260516T120000');
  });
});
