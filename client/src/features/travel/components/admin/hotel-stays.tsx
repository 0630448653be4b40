import { adminCopy } from '@riviera/content/en/admin';
import type { GetHotelStaysQuery } from '../../../../lib/graphql/operations.generated';
import { useHotelStays } from '../../api/get-hotel-stays';

const copy = adminCopy.hotelStays;
const columns = copy.columns;

type HotelStay = GetHotelStaysQuery['hotelStays'][number];

/** A calendar date as the hosts read it: 'Thu 14 May', or with its year, 'Sun 15 Feb 2026'. */
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** The busiest night's parties against the block's rooms, and a warning past them. */
function BlockUse({ stay }: { stay: HotelStay }) {
  if (stay.blockRooms === null || stay.blockRooms === undefined || stay.nights.length === 0) return null;
  const busiest = Math.max(...stay.nights.map((night) => night.parties));
  return (
    <>
      <br />
      <span className={busiest > stay.blockRooms ? 'admin-error' : 'admin-hint'}>
        {copy.busiest(busiest, stay.blockRooms)}
        {busiest > stay.blockRooms ? `. ${copy.overBlock}.` : ''}
      </span>
    </>
  );
}

/**
 * The hosts' stays per hotel (ADR 051): each hotel of the accommodations page with the
 * parties staying there, night by night, against the rooms it holds until its cut-off; then the
 * other places guests named. A table at a desk, a card a hotel on a phone (ADR 047).
 */
export function HotelStays({ token }: { token: string }) {
  const { data, isPending, isError, refetch } = useHotelStays(token);
  if (isPending)
    return (
      <p className="admin-loading" role="status">
        {copy.loading}
      </p>
    );
  if (isError)
    return (
      <div className="admin-error-box" role="alert">
        <p>{copy.loadFailed}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {adminCopy.session.retry}
        </button>
      </div>
    );
  return (
    <section aria-labelledby="admin-hotel-stays-heading" className="admin-hotel-stays">
      <h3 id="admin-hotel-stays-heading">{copy.heading}</h3>
      <div className="admin-scroll" role="region" aria-label={copy.scrollRegion} tabIndex={0}>
        <table className="admin-table admin-cards" role="table">
          <caption>{copy.caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {Object.values(columns).map((label) => (
                <th key={label} scope="col" role="columnheader">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {data.map((stay) => (
              <tr key={stay.hotel ?? ''} role="row">
                <th scope="row" role="rowheader">
                  {stay.hotel ?? copy.other}
                  {stay.places.length > 0 ? (
                    <span className="admin-party">{stay.places.join(', ')}</span>
                  ) : null}
                </th>
                <td role="cell" data-label={columns.block}>
                  {stay.blockRooms && stay.cutOff
                    ? copy.block(stay.blockRooms, dateFormat.format(noon(stay.cutOff)))
                    : copy.noBlock}
                </td>
                <td role="cell" data-label={columns.parties}>
                  {stay.parties}
                </td>
                <td role="cell" data-label={columns.people}>
                  {stay.people}
                </td>
                <td role="cell" data-label={columns.booked}>
                  {stay.booked}
                </td>
                <td role="cell" data-label={columns.nights}>
                  {stay.nights.length === 0
                    ? copy.noNights
                    : stay.nights
                        .map((night) => copy.night(dayFormat.format(noon(night.date)), night.parties))
                        .join(' · ')}
                  <BlockUse stay={stay} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
