import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GetHotelStaysDocument, type GetHotelStaysQuery } from '../../../../lib/graphql/operations.generated';
import { answerOperation, network } from '../../../../test/network';
import { renderWithClient } from '../../../../test/render';
import { HotelStays } from './hotel-stays';

type HotelStay = GetHotelStaysQuery['hotelStays'][number];
const stay = (overrides: Partial<HotelStay>): HotelStay => ({
  hotel: 'Cap Estel',
  parties: 0,
  people: 0,
  booked: 0,
  nights: [],
  blockRooms: null,
  cutOff: null,
  places: [],
  ...overrides,
});

describe('the stays per hotel', () => {
  it('show each hotel’s parties night by night against its room block, then the other places', async () => {
    network.use(
      answerOperation(GetHotelStaysDocument, () => ({
        data: {
          hotelStays: [
            stay({
              hotel: 'Hôtel Welcome',
              parties: 3,
              people: 7,
              booked: 2,
              nights: [
                { date: '2026-05-14', parties: 2 },
                { date: '2026-05-15', parties: 3 },
              ],
              blockRooms: 2,
              cutOff: '2026-04-01',
            }),
            stay({}),
            stay({
              hotel: null,
              parties: 1,
              people: 2,
              nights: [{ date: '2026-05-14', parties: 1 }],
              places: ['Chez ma tante'],
            }),
          ],
        },
      })),
    );
    renderWithClient(<HotelStays token="token" />);
    const table = await screen.findByRole('table', { name: /Where parties stay/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Hôtel Welcome',
      'Cap Estel',
      'Other placesChez ma tante',
    ]);
    const [welcome, estel, other] = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => `${cell.dataset.label ?? ''}: ${cell.textContent ?? ''}`),
    );
    expect(welcome).toEqual([
      'Room block: 2 rooms until Wed, 1 Apr 2026',
      'Parties: 3',
      'People: 7',
      'Booked: 2',
      'Parties a night: Thu 14 May: 2 · Fri 15 May: 3Busiest night: 3 parties for 2 rooms. More parties than rooms in the block.',
    ]);
    expect(estel).toEqual([
      'Room block: No room block',
      'Parties: 0',
      'People: 0',
      'Booked: 0',
      'Parties a night: Nobody yet',
    ]);
    expect(other?.[4]).toBe('Parties a night: Thu 14 May: 1');
  });

  it('says when the stays cannot be loaded, with a way to try again', async () => {
    network.use(answerOperation(GetHotelStaysDocument, () => ({ errors: [{ message: 'boom' }] })));
    renderWithClient(<HotelStays token="token" />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveProperty(
      'textContent',
      'The stays could not be loaded. Please try again.Try again',
    );
  });
});
