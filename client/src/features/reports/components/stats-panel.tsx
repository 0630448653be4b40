import { RSVP_EVENT_KEYS } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import type { GetGuestStatsQuery, GetRSVPStatsQuery } from '../../../lib/graphql/operations.generated';
import type { ReactNode } from 'react';
import { BarChart } from './bar-chart';

interface StatsPanelProps {
  guestStats: GetGuestStatsQuery['guestStats'];
  rsvpStats: GetRSVPStatsQuery['rsvpStats'];
  /** A short status beside the heading (the dashboard gives the travel deadline's, ADR 074). */
  status?: ReactNode;
}

const copy = adminCopy.stats;

/** The specification's counts as figures, then headcounts and entrées as two small charts. */
export function StatsPanel({ guestStats, rsvpStats, status }: StatsPanelProps) {
  // People, not answers, first: each answer counts one person, and a plus-one comes on top of theirs.
  const figures: Array<[label: string, value: number, note?: string]> = [
    [copy.peopleComing, rsvpStats.attending + rsvpStats.plusOnes, copy.peopleComingNote],
    [copy.totalGuests, guestStats.totalGuests],
    [copy.awaitingReply, guestStats.awaitingReply],
    [copy.responses, rsvpStats.total],
    [copy.attending, rsvpStats.attending, copy.attendingNote],
    [copy.notAttending, rsvpStats.notAttending, copy.notAttendingNote],
    [copy.plusOnes, rsvpStats.plusOnes, copy.plusOnesNote],
    [copy.welcomeParty, rsvpStats.welcomeParty, copy.welcomePartyNote],
    [copy.farewellLunch, rsvpStats.farewellLunch, copy.farewellLunchNote],
    [copy.saveTheDatesSent, guestStats.saveTheDatesSent],
    [copy.formalInvitesSent, guestStats.formalInvitesSent],
    [copy.addressesCollected, guestStats.addressesCollected],
    // Parties (ADR 040): shown once the list has children.
    ...(guestStats.children > 0 ? ([[copy.children, rsvpStats.children]] as Array<[string, number]>) : []),
  ];
  // The kids' menu is a choice of children only: its bar shows once a child of a party is invited.
  const entrees =
    guestStats.children > 0
      ? (['meat', 'fish', 'vegetarian', 'kids'] as const)
      : (['meat', 'fish', 'vegetarian'] as const);
  return (
    <section className="admin-section admin-stats" aria-labelledby="admin-stats-heading">
      <div className="admin-stats-head">
        <h2 id="admin-stats-heading">{copy.heading}</h2>
        {status}
      </div>
      <dl className="admin-figures">
        {figures.map(([label, value, note]) => (
          <div key={label} className="admin-figure">
            <dt>{label}</dt>
            {/* The count first for a screen reader (label, count, what it counts); the note shows above it. */}
            <dd className="admin-figure-value">{value}</dd>
            {note && <dd className="admin-figure-note">{note}</dd>}
          </div>
        ))}
      </dl>
      <div className="admin-charts">
        <BarChart
          title={copy.headcountsHeading}
          caption={copy.headcountsCaption}
          items={RSVP_EVENT_KEYS.map((key) => ({
            label: adminCopy.events[key],
            value: rsvpStats.headcounts[key],
          }))}
          valueText={copy.people}
        />
        <BarChart
          title={copy.entreesHeading}
          caption={copy.entreesCaption}
          items={entrees.map((key) => ({
            label: adminCopy.entrees[key],
            value: rsvpStats.entrees[key],
          }))}
          valueText={copy.people}
        />
      </div>
    </section>
  );
}
