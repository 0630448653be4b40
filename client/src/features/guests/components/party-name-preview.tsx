import { adminCopy } from '@riviera/content/en/admin';
import { cardCopy as english } from '@riviera/content/en/cards';
import { cardCopy as french } from '@riviera/content/fr/cards';
import type { Guest } from '../api/guest-cache';
import { partyCards } from '../lib/party-cards';

const copy = adminCopy.party;
const greetings = { en: english.dear, fr: french.dear };

/**
 * Under the party's name in its dialog: the greeting its card will print, in the card's language,
 * with the name as typed (ADR 074: one name, printed as written, the dialog shows how it reads).
 */
export function PartyNamePreview({ members, name }: { members: readonly Guest[]; name: string }) {
  const [card] = partyCards(members.map((member) => ({ ...member, partyName: name })));
  if (!card) return null;
  const { language } = card.guest;
  return (
    <div className="admin-hint party-name-preview">
      <p>
        {copy.printedAs(copy.cardLanguages[language])}{' '}
        <strong lang={language}>{greetings[language](card.addressee)}</strong>
      </p>
      <p>{copy.printedHint}</p>
    </div>
  );
}
