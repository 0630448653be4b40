import { formatLongDate, formatTime, parseOffsetIso, runLabel, zonedClock } from '@riviera/contract';
import { weddingTimeZone } from '@edition/site';
import { featuredHotel, hotels as listedHotels } from '@edition/accommodations';
import { edition } from '@edition/edition';
import { messages } from '@edition/messages';
import { travelFormCopy, travelMessages } from '@edition/travel-form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { partyTravelQueryOptions, type PartyTravel } from '../../api/party-travel';
import { useFocusOnMount } from '../../../../components/ui/text-field';
import { initialTravelState, type TravelFormState } from '../../lib/travel-form-state';
import type { RunChoice } from './shuttle-seats';
import { closedSentence, TravelForm } from './travel-form';
import { TravelCodeForm } from './travel-code-form';
import { TravelSummary } from './travel-summary';
import './travel.css';

// The travel page's steps (the code, the form, the thanks, the closed page): a chunk of their own, so
// the page's first download stays the size of any guest page's and the RSVP page's chunks are not
// split into smaller shared ones (ADR 049).

const copy = travelFormCopy;

/** The accommodations page's places to stay, under the names it lists them by in this language. */
const HOTELS: readonly string[] = [featuredHotel.name, ...listedHotels.map((hotel) => hotel.name)];

/** '7 May 2026 at 11:59 PM' / « 7 mai 2026 à 23 h 59 »: the deadline on the wedding's clock. */
function deadlineText(iso: string): string {
  const at = parseOffsetIso(iso) ?? new Date(0);
  const clock = zonedClock(at, weddingTimeZone);
  return messages.rsvp.deadlineAt
    .replace('{date}', formatLongDate(at, edition.language, weddingTimeZone))
    .replace('{time}', formatTime(clock, edition.language));
}

/** The runs on offer, in order of departure, as the page names them, with the seats left to the party. */
function runChoices(travel: PartyTravel): RunChoice[] {
  const own = new Map(travel.shuttleSeats.map(({ run, seats }) => [run.id, seats]));
  return [...travel.runs]
    .sort((a, b) => a.departsAt.localeCompare(b.departsAt))
    .map((run) => ({
      id: run.id,
      label: runLabel(
        { from: run.from, to: run.to, departsAt: parseOffsetIso(run.departsAt) ?? new Date(0) },
        weddingTimeZone,
        travelMessages,
        edition.language,
      ),
      left: run.capacity - run.seatsTaken + (own.get(run.id) ?? 0),
    }));
}

function Saved({
  message,
  state,
  runs,
  onChange,
}: {
  message: string;
  state: TravelFormState;
  runs: RunChoice[];
  onChange: () => void;
}) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="rsvp-step rsvp-success travel-step" aria-labelledby="travel-saved-heading">
      <h2 className="rsvp-step__heading" id="travel-saved-heading" tabIndex={-1} ref={headingRef}>
        {copy.success.heading}
      </h2>
      <p className="rsvp-success__message">{message}</p>
      <h3 className="rsvp-saved__heading">{copy.success.summaryHeading}</h3>
      <TravelSummary state={state} runs={runs} />
      <button className="button" type="button" onClick={onChange}>
        {copy.success.change}
      </button>
    </section>
  );
}

/** The closed sentence, its "contact the couple" a mail to the couple's address (content's contactEmail). */
function ClosedSentence({ sentence }: { sentence: string }) {
  const at = sentence.indexOf(copy.closedContact);
  const mail = `mailto:${copy.contactEmail}`;
  if (at < 0)
    return (
      <p className="rsvp-note rsvp-note--long">
        {sentence} <a href={mail}>{copy.contactEmail}</a>
      </p>
    );
  return (
    <p className="rsvp-note rsvp-note--long">
      {sentence.slice(0, at)}
      <a href={mail}>{copy.closedContact}</a>
      {sentence.slice(at + copy.closedContact.length)}
    </p>
  );
}

function Closed({ travel, runs }: { travel: PartyTravel; runs: RunChoice[] }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="rsvp-step travel-step" aria-labelledby="travel-closed-heading">
      <h2 className="rsvp-step__heading" id="travel-closed-heading" tabIndex={-1} ref={headingRef}>
        {copy.closedHeading}
      </h2>
      <ClosedSentence sentence={closedSentence(deadlineText(travel.deadline))} />
      <TravelSummary state={initialTravelState(travel, HOTELS, weddingTimeZone)} runs={runs} />
    </section>
  );
}

/** The party's travel once opened: the form until the deadline, then what was given, to read. */
function OpenedTravel({ travel, invitationCode }: { travel: PartyTravel; invitationCode: string }) {
  const [saved, setSaved] = useState<{ message: string; state: TravelFormState }>();
  // Whether the deadline had passed when the page opened; the server says so if it passes after.
  const [openedAt] = useState(() => Date.now());
  const [closedNow, setClosedNow] = useState(false);
  const runs = runChoices(travel);
  if (saved) return <Saved {...saved} runs={runs} onChange={() => setSaved(undefined)} />;
  const deadline = parseOffsetIso(travel.deadline);
  if (closedNow || (deadline && openedAt > deadline.getTime())) return <Closed travel={travel} runs={runs} />;
  return (
    <TravelForm
      travel={travel}
      invitationCode={invitationCode}
      hotels={HOTELS}
      runs={runs}
      deadline={deadlineText(travel.deadline)}
      onSaved={setSaved}
      onClosed={() => setClosedNow(true)}
    />
  );
}

export default function TravelSteps({
  invitationCode,
  onCode,
}: {
  invitationCode: string | undefined;
  onCode: (code: string) => void;
}) {
  if (invitationCode === undefined) return <TravelCodeForm initialCode="" onCode={onCode} />;
  return <TravelByCode key={invitationCode} invitationCode={invitationCode} onCode={onCode} />;
}

/** The party's travel by code: read, then the form; a code that opens nothing is asked for again. */
function TravelByCode({
  invitationCode,
  onCode,
}: {
  invitationCode: string;
  onCode: (code: string) => void;
}) {
  const travel = useQuery(partyTravelQueryOptions(invitationCode));
  if (travel.isPending) return <Spinner label={copy.code.loading} />;
  const outcome = travel.data;
  if (outcome?.status !== 'found') {
    const message =
      outcome?.status === 'failed'
        ? outcome.message
        : outcome?.status === 'notFound'
          ? copy.unknownCode
          : copy.failed;
    return <TravelCodeForm initialCode={invitationCode} message={message} onCode={onCode} />;
  }
  return <OpenedTravel travel={outcome.travel} invitationCode={invitationCode} />;
}
