import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables of db/migrations, by hand. `schema.test.ts` compares this file with the migrated
 * database, so a migration that changes a column without changing its type here fails the tests.
 */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface GuestsTable {
  id: Generated<string>;
  name: string;
  email: string;
  invitation_code: string;
  plus_one_allowed: Generated<boolean>;
  plus_one_name: string | null;
  save_the_date_sent_at: Timestamp | null;
  formal_invite_sent_at: Timestamp | null;
  address_collected: Generated<boolean>;
  address_street: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zip: string | null;
  address_country: string | null;
  notes: string | null;
  lookup_keys: string[];
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface RsvpSubmissionsTable {
  id: Generated<string>;
  guest_id: string;
  payload: ColumnType<unknown, string, never>;
  submitted_at: GeneratedTimestamp;
}

export interface RsvpsTable {
  guest_id: string;
  submission_id: string;
  attending: boolean;
  plus_one_attending: boolean;
  plus_one_first_name: string | null;
  plus_one_last_name: string | null;
  welcome_dinner: boolean;
  ceremony_and_lunch: boolean;
  cocktail_and_reception: boolean;
  farewell_brunch: boolean;
  plus_one_welcome_dinner: Generated<boolean>;
  plus_one_ceremony_and_lunch: Generated<boolean>;
  plus_one_cocktail_and_reception: Generated<boolean>;
  plus_one_farewell_brunch: Generated<boolean>;
  entree: string | null;
  plus_one_entree: string | null;
  dietary_notes: string | null;
  plus_one_dietary_notes: string | null;
  mailing_address: string | null;
  message: string | null;
  submitted_at: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: GeneratedTimestamp;
}

/** Owned by rate-limiter-flexible; declared so the schema test sees every table. */
export interface RateLimitsTable {
  key: string;
  points: Generated<number>;
  expire: string | null;
}

export interface Database {
  app_settings: AppSettingsTable;
  guests: GuestsTable;
  rate_limits: RateLimitsTable;
  rsvp_submissions: RsvpSubmissionsTable;
  rsvps: RsvpsTable;
}

export type GuestRow = Selectable<GuestsTable>;
export type NewGuestRow = Insertable<GuestsTable>;
export type GuestRowUpdate = Updateable<GuestsTable>;
export type RsvpRow = Selectable<RsvpsTable>;
