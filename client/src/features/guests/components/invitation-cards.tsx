import { LANGUAGE_PREFIXES, type Language } from '@riviera/contract';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { adminCopy } from '@riviera/content/en/admin';
import { cardCopy as english } from '@riviera/content/en/cards';
import { cardCopy as french } from '@riviera/content/fr/cards';
import { siteUrl } from '../../../lib/site-url';
import type { Guest } from '../api/guest-cache';
import { partyCards } from '../lib/party-cards';

interface InvitationCardsProps {
  guests: Guest[];
  onBack(): void;
}

const copy = adminCopy.cards;
/** Each card is printed in its guest's language (ADR 019). */
const cardWords: Record<Language, typeof english> = { en: english, fr: french };

/**
 * The address a guest's QR code opens: the RSVP page on the site's address, in the guest's
 * language, their code filled in.
 */
export function rsvpLink(code: string, language: Language = 'en'): string {
  return new URL(`${LANGUAGE_PREFIXES[language]}${paths.rsvp.href(code)}`, siteUrl()).toString();
}

/** The RSVP page's address as a guest would type it: `aanya-and-julien.com/rsvp` (`…/fr/rsvp`). */
export function rsvpAddressInWords(language: Language = 'en'): string {
  const url = new URL(`${LANGUAGE_PREFIXES[language]}${paths.rsvp.href()}`, siteUrl());
  return `${url.host}${url.pathname}`;
}

/** The party's weekend pass as a guest would type it: `aanya-and-julien.com/weekend?code=…`. */
function weekendAddressInWords(code: string, language: Language): string {
  const url = new URL(`${LANGUAGE_PREFIXES[language]}${paths.weekend.href(code)}`, siteUrl());
  return `${url.host}${url.pathname}${url.search}`;
}

/** One card per party, laid out for printing (admin.css has the print rules). */
export function InvitationCards({ guests, onBack }: InvitationCardsProps) {
  const cards = partyCards(guests);
  const [codes, setCodes] = useState<ReadonlyMap<string, string>>(new Map());
  const printButton = useRef<HTMLButtonElement>(null);
  // Opened from the bottom of the dashboard: start at the top, the print button in view and focused.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    printButton.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    let current = true;
    void Promise.all(
      partyCards(guests).map(async ({ guest }) => {
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
  }, [guests]);

  return (
    <section className="invitation-cards" aria-labelledby="invitation-cards-heading">
      <div className="invitation-cards-toolbar">
        <h2 id="invitation-cards-heading">{copy.heading}</h2>
        <button
          ref={printButton}
          type="button"
          className="button"
          onClick={() => window.print()}
          disabled={guests.length === 0}
        >
          {copy.print}
        </button>
        <button type="button" className="button button-quiet" onClick={onBack}>
          {copy.back}
        </button>
      </div>
      {guests.length === 0 ? <p>{copy.none}</p> : null}
      <ul className="invitation-card-list">
        {cards.map(({ guest, addressee }) => {
          const image = codes.get(guest.id);
          const words = cardWords[guest.language];
          return (
            <li key={guest.id} className="invitation-card" lang={guest.language}>
              <p className="invitation-card-name">{words.dear(addressee)}</p>
              <p>{words.invitation}</p>
              <p className="invitation-card-rsvp">{words.rsvpAt}</p>
              <p className="invitation-card-code">{guest.invitationCode}</p>
              {image ? (
                <img
                  className="invitation-card-qr"
                  src={image}
                  width={96}
                  height={96}
                  alt={words.qrAlt(addressee)}
                />
              ) : null}
              <p className="invitation-card-address">{words.orVisit(rsvpAddressInWords(guest.language))}</p>
              <p className="invitation-card-address">
                {words.weekendAt(weekendAddressInWords(guest.invitationCode, guest.language))}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
