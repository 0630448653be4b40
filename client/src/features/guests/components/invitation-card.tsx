import { LANGUAGE_PREFIXES, type Language } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { cardCopy as english } from '@riviera/content/en/cards';
import { cardCopy as french } from '@riviera/content/fr/cards';
import { paths } from '../../../config/paths';
import { siteUrl } from '../../../lib/site-url';
import type { PartyCard } from '../lib/party-cards';

const copy = adminCopy.cards;
/** Each card is printed in its guest's language (ADR 019). */
const cardWords: Record<Language, typeof english> = { en: english, fr: french };

/** The RSVP page's address as a guest would type it: `aanya-and-julien.com/rsvp` (`…/fr/rsvp`). */
function rsvpAddressInWords(language: Language = 'en'): string {
  const url = new URL(`${LANGUAGE_PREFIXES[language]}${paths.rsvp.href()}`, siteUrl());
  return `${url.host}${url.pathname}`;
}

/** The party's weekend pass as a guest would type it: `aanya-and-julien.com/weekend?code=…`. */
function weekendAddressInWords(code: string, language: Language): string {
  const url = new URL(`${LANGUAGE_PREFIXES[language]}${paths.weekend.href(code)}`, siteUrl());
  return `${url.host}${url.pathname}${url.search}`;
}

interface InvitationCardProps {
  card: PartyCard;
  image: string | undefined;
  chosen: boolean;
  onChoose(chosen: boolean): void;
}

/** One party's card; its "Print this card" box is left off the printed sheet (admin.css). */
export function InvitationCard({ card: { guest, addressee }, image, chosen, onChoose }: InvitationCardProps) {
  const words = cardWords[guest.language];
  return (
    <li className={`invitation-card${chosen ? ' invitation-card-chosen' : ''}`} lang={guest.language}>
      <label className="invitation-card-choose" lang="en">
        <input type="checkbox" checked={chosen} onChange={(event) => onChoose(event.target.checked)} />
        {copy.choose}
        <span className="visually-hidden">{copy.chooseFor(addressee)}</span>
      </label>
      <p className="invitation-card-name">{words.dear(addressee)}</p>
      <p>{words.invitation}</p>
      <p className="invitation-card-rsvp">{words.rsvpAt}</p>
      <p className="invitation-card-code">{guest.invitationCode}</p>
      {image ? (
        <img className="invitation-card-qr" src={image} width={96} height={96} alt={words.qrAlt(addressee)} />
      ) : null}
      <p className="invitation-card-address">{words.orVisit(rsvpAddressInWords(guest.language))}</p>
      <p className="invitation-card-address">
        {words.weekendAt(weekendAddressInWords(guest.invitationCode, guest.language))}
      </p>
    </li>
  );
}
