import { LANGUAGE_PREFIXES, type Language } from '@riviera/contract';
import QRCode from 'qrcode';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { adminCopy } from '@riviera/content/en/admin';
import { siteUrl } from '../../../lib/site-url';
import type { Guest } from '../api/guest-cache';
import { cardMatches, partyCards, type PartyCard } from '../lib/party-cards';
import { InvitationCard } from './invitation-card';

interface InvitationCardsProps {
  guests: Guest[];
  onBack(): void;
}

const copy = adminCopy.cards;

/**
 * The address a guest's QR code opens: the RSVP page on the site's address, in the guest's
 * language, their code filled in.
 */
export function rsvpLink(code: string, language: Language = 'en'): string {
  return new URL(`${LANGUAGE_PREFIXES[language]}${paths.rsvp.href(code)}`, siteUrl()).toString();
}

/** Each card's QR code, by the id of the guest whose code it carries. */
function useQrCodes(cards: readonly PartyCard[]): ReadonlyMap<string, string> {
  const [codes, setCodes] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let current = true;
    void Promise.all(
      cards.map(async ({ guest }) => {
        const image = await QRCode.toDataURL(rsvpLink(guest.invitationCode, guest.language), {
          margin: 1,
          width: 192,
          errorCorrectionLevel: 'M',
        });
        return [guest.id, image] as const;
      }),
    ).then((entries) => {
      if (current) setCodes(new Map(entries));
    });
    return () => {
      current = false;
    };
  }, [cards]);
  return codes;
}

/** What the print button prints (ADR 074): the chosen cards, else the cards shown, else all. */
function printLabel(chosen: number, shown: number, all: number): string {
  if (chosen > 0) return copy.printChosen(chosen);
  return shown > 0 && shown < all ? copy.printShown(shown) : copy.print;
}

/**
 * One card per party, laid out for printing (admin.css has the print rules): all of them, the ones
 * a search finds, or the ones ticked (ADR 074).
 */
export function InvitationCards({ guests, onBack }: InvitationCardsProps) {
  const id = useId();
  const cards = useMemo(() => partyCards(guests), [guests]);
  const codes = useQrCodes(cards);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const printButton = useRef<HTMLButtonElement>(null);
  // Opened from the bottom of the dashboard: start at the top, the print button in view and focused.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    printButton.current?.focus({ preventScroll: true });
  }, []);
  // A chosen card stays in view whatever the search: what is printed is always on the screen.
  const shown = cards.filter((card) => chosen.has(card.guest.id) || cardMatches(card, query));
  const choose = (guestId: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(guestId);
      else next.delete(guestId);
      return next;
    });

  return (
    <section className="invitation-cards" aria-labelledby="invitation-cards-heading">
      <div className="invitation-cards-toolbar">
        <h2 id="invitation-cards-heading">{copy.heading}</h2>
        <button
          ref={printButton}
          type="button"
          className="button"
          onClick={() => window.print()}
          disabled={guests.length === 0 || shown.length === 0}
        >
          {printLabel(chosen.size, shown.length, cards.length)}
        </button>
        {chosen.size > 0 ? (
          <button type="button" className="button button-quiet" onClick={() => setChosen(new Set())}>
            {copy.clearChoice}
          </button>
        ) : null}
        <button type="button" className="button button-quiet" onClick={onBack}>
          {copy.back}
        </button>
      </div>
      {guests.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <div className="invitation-cards-find">
          <p>{copy.count(cards.length)}</p>
          <label htmlFor={`${id}-find`}>{copy.find}</label>
          <input
            id={`${id}-find`}
            className="admin-input"
            type="search"
            value={query}
            aria-describedby={`${id}-find-hint`}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p id={`${id}-find-hint`} className="admin-hint">
            {copy.findHint}
          </p>
          {shown.length === 0 ? <p role="status">{copy.noMatch}</p> : null}
        </div>
      )}
      <ul className={`invitation-card-list${chosen.size > 0 ? ' invitation-card-list-chosen' : ''}`}>
        {shown.map((card) => (
          <InvitationCard
            key={card.guest.id}
            card={card}
            image={codes.get(card.guest.id)}
            chosen={chosen.has(card.guest.id)}
            onChoose={(on) => choose(card.guest.id, on)}
          />
        ))}
      </ul>
    </section>
  );
}
