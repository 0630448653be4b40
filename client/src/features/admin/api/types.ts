import type { EventChoices, GuestInput } from '@riviera/contract';

/** The shapes the admin operations ask for, as the server's schema names them. */
export interface Address {
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

export interface Guest {
  id: string;
  name: string;
  email: string;
  invitationCode: string;
  plusOneAllowed: boolean;
  plusOneName: string | null;
  saveTheDateSent: boolean;
  saveTheDateSentAt: string | null;
  formalInviteSent: boolean;
  formalInviteSentAt: string | null;
  addressCollected: boolean;
  address: Address;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export const GUEST_FIELDS = `id name email invitationCode plusOneAllowed plusOneName
  saveTheDateSent saveTheDateSentAt formalInviteSent formalInviteSentAt addressCollected
  address { street city state zip country } notes createdAt updatedAt`;

export interface GuestResult {
  success: boolean;
  message: string | null;
  guest: Guest | null;
  errors: string[];
}

export type GuestUpdate = Partial<GuestInput> & { address?: Partial<Address> };

export interface AdminRsvp {
  id: string;
  guestId: string;
  name: string;
  email: string | null;
  attending: boolean;
  plusOne: boolean;
  plusOneName: string | null;
  foodPreferences: string[];
  foodAllergies: string | null;
  plusOneFoodAllergies: string | null;
  entree: string | null;
  plusOneEntree: string | null;
  welcomeParty: boolean;
  farewellLunch: boolean;
  submittedAt: string;
  events: EventChoices;
  plusOneEvents: EventChoices | null;
  mailingAddress: string | null;
  message: string | null;
  earlierVersions: number;
}

export interface GuestStats {
  totalGuests: number;
  plusOnesAllowed: number;
  saveTheDatesSent: number;
  formalInvitesSent: number;
  addressesCollected: number;
}

export type EventCounts = Record<keyof EventChoices, number>;
export interface EntreeCounts {
  meat: number;
  fish: number;
  vegetarian: number;
}

export interface RsvpStats {
  total: number;
  attending: number;
  notAttending: number;
  plusOnes: number;
  welcomeParty: number;
  farewellLunch: number;
  headcounts: EventCounts;
  entrees: EntreeCounts;
}

export interface CatererLine {
  name: string;
  role: 'GUEST' | 'PLUS_ONE';
  entree: string | null;
  allergies: string | null;
}

export interface CatererSheet {
  event: keyof EventChoices;
  headcount: number;
  entrees: EntreeCounts;
  lines: CatererLine[];
}

export interface CatererChange {
  event: keyof EventChoices;
  name: string;
  kind: 'JOINED' | 'LEFT' | 'ENTREE' | 'ALLERGIES';
  before: string | null;
  after: string | null;
}

export interface CatererReport {
  sheets: CatererSheet[];
  lastExportedAt: string | null;
  changes: CatererChange[];
}

export const CATERER_FIELDS = `lastExportedAt
  sheets { event headcount entrees { meat fish vegetarian } lines { name role entree allergies } }
  changes { event name kind before after }`;
