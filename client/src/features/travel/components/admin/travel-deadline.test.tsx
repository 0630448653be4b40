import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SetTravelDeadlineDocument,
  TravelDeadlineDocument,
} from '../../../../lib/graphql/operations.generated';
import { answerOperation, network } from '../../../../test/network';
import { renderWithClient } from '../../../../test/render';
import { TravelDeadline } from './travel-deadline';
import { TravelDeadlineNotice } from './travel-deadline-notice';

const deadline = (iso: string) =>
  answerOperation(TravelDeadlineDocument, () => ({ data: { travelDeadline: iso } }));

describe('the dashboard’s travel deadline line', () => {
  it('says the deadline has passed once the clock is past it', async () => {
    network.use(deadline('2026-05-07T23:59:00+02:00'));
    renderWithClient(<TravelDeadlineNotice token="t" now={() => new Date('2026-05-08T08:00:00Z')} />);
    const line = await screen.findByText('Travel closed on 7 May');
    expect(line.title).toBe(
      'Guests could give or change their travel details until Thu 7 May 2026, 23:59 (Paris time). To reopen them, change the deadline in the Travel tab.',
    );
  });

  it('says nothing before the deadline', async () => {
    network.use(deadline('2026-05-07T23:59:00+02:00'));
    renderWithClient(
      <>
        <TravelDeadlineNotice token="t" now={() => new Date('2026-05-07T21:58:00Z')} />
        <TravelDeadline token="t" />
      </>,
    );
    // Once the deadline is read (the form beside it shows it), the dashboard's line still says nothing.
    await screen.findByText(/^(Guests can give|The deadline has passed)/);
    expect(screen.queryByText(/^Travel closed on/)).toBeNull();
  });
});

describe('the travel deadline form', () => {
  it('shows each warning the server gives with the saved deadline', async () => {
    network.use(
      deadline('2026-05-07T23:59:00+02:00'),
      answerOperation(SetTravelDeadlineDocument, ({ deadline: given }) => ({
        data: {
          setTravelDeadline: {
            success: true,
            message: `Saved ${given}`,
            errors: [],
            warnings: ['This deadline is after the wedding weekend.'],
          },
        },
      })),
    );
    renderWithClient(<TravelDeadline token="t" />);
    fireEvent.change(screen.getByLabelText('New deadline: day'), { target: { value: '2026-06-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change the deadline' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This deadline is after the wedding weekend.',
    );
    expect(screen.getByRole('status').textContent).toBe('Saved 2026-06-20T23:59:00+02:00');
  });
});
