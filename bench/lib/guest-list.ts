import { allEvents, splitName, type RsvpPayload } from '@riviera/contract';
import type { NewGuest } from '../../server/src/features/guests/guest-row';

/**
 * A made-up guest list of any size, the same on every run: names with accents, apostrophes and
 * hyphens as real lists have, one guest in three with a plus-one, every name different (a lookup by
 * name finds exactly one guest), and an answer for every other guest, attending or not.
 */
const GIVEN = [
  'Hélène',
  'Liam',
  'Jean-Luc',
  'Aanya',
  'Sofia',
  'Mateo',
  'Chloé',
  'Noah',
  'Priya',
  'Lucas',
  'Zoé',
  'Oliver',
  'Inès',
  'Arjun',
  'Camille',
  'Élodie',
  'Ethan',
  'Léa',
  'Rohan',
  'Manon',
  'Isabella',
  'Hugo',
  'Maya',
  'Louis',
  'Amélie',
  'Gabriel',
  'Nora',
  'Kiran',
  'Julia',
  'Théo',
  'Ana',
  'Marco',
  'Siobhán',
  'Raphaël',
  'Emma',
  'Vikram',
  'Clara',
  'Adam',
  'Mei',
  'Paul',
];
const FAMILY = [
  'Dupont',
  "O'Brien",
  'Moreau',
  'Sharma',
  'García',
  'Rossi',
  'Laurent',
  'Müller',
  'Patel',
  'Martin',
  'Nakamura',
  'Bernard',
  'Kowalski',
  'Fernández',
  'Dubois',
  'Iyer',
  'Lefèvre',
  'Schmidt',
  'Silva',
  'Chen',
  'Girard',
  'Russo',
  'Fontaine',
  'Kapoor',
  'Novak',
  'Mercier',
  'Costa',
  'Lambert',
  'Nguyen',
  'Roux',
  'Bianchi',
  'Faure',
  'Menon',
  'André',
  'Ricci',
  'Leroy',
  'Haddad',
  'Colin',
  'Reddy',
  'Vidal',
];
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A guest as the hosts' list stores it, and their answer for every other guest. */
export interface BenchGuest extends NewGuest {
  answer: RsvpPayload | null;
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** Distinct for every index below 31^6: a bijective shuffle of the code space, in base 31. */
function invitationCode(index: number): string {
  let value = (index * 7_919 + 104_729) % 31 ** 6;
  let code = '';
  for (let i = 0; i < 6; i += 1) {
    code = (CODE_ALPHABET[value % 31] ?? 'A') + code;
    value = Math.floor(value / 31);
  }
  return code;
}

function nameOf(index: number): string {
  const given = pick(GIVEN, index);
  const family = pick(FAMILY, Math.floor(index / GIVEN.length));
  const round = Math.floor(index / (GIVEN.length * FAMILY.length));
  // Past 1,600 guests, double-barrelled family names keep every name different.
  return round === 0 ? `${given} ${family}` : `${given} ${family}-${pick(FAMILY, round - 1 + 7)}`;
}

function answerOf(index: number, name: string, plusOneName: string | null): RsvpPayload | null {
  if (index % 2 === 1) return null;
  const { firstName, lastName } = splitName(name);
  const attending = index % 4 === 0;
  const plusOne = attending && plusOneName !== null && index % 3 === 0;
  const plusOneNames = plusOneName ? splitName(plusOneName) : { firstName: '', lastName: '' };
  return {
    firstName,
    lastName,
    mailingAddress: attending ? `${index + 1} Avenue Jean Monnet, 06230 Saint-Jean-Cap-Ferrat` : '',
    attending,
    plusOneAttending: plusOne,
    plusOneFirstName: plusOne ? plusOneNames.firstName : '',
    plusOneLastName: plusOne ? plusOneNames.lastName : '',
    events: allEvents(attending),
    plusOneEvents: plusOne ? allEvents(true) : {},
    dietaryRestrictions: attending ? pick(['Meat', 'Fish', 'Vegetarian'], index) : '',
    plusOneDietaryRestrictions: plusOne ? pick(['Fish', 'Vegetarian', 'Meat'], index) : '',
    message: attending ? 'Looking forward to Cap Ferrat!' : 'So sorry to miss it.',
    dietaryNotes: index % 8 === 0 ? 'No shellfish, please.' : '',
  };
}

export function benchGuest(index: number): BenchGuest {
  const name = nameOf(index);
  const plusOneAllowed = index % 3 === 0;
  const plusOneName = plusOneAllowed ? `${pick(GIVEN, index + 11)} ${pick(FAMILY, index + 3)}` : null;
  return {
    name,
    email: `guest-${index + 1}@example.com`,
    invitationCode: invitationCode(index),
    plusOneAllowed,
    plusOneName: plusOneName ?? '',
    notes: index % 10 === 0 ? 'Table near the terrace' : '',
    language: 'en',
    answer: answerOf(index, name, plusOneName),
  };
}
