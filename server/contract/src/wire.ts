import { z } from 'zod';
import type * as Api from './api.generated';
import { RSVP_EVENT_KEYS, type RsvpEventKey } from './events';
import { LANGUAGES } from './language';
import { MAX_NAME_LENGTH } from './lookup';
import { MAX_PARTY_SIZE } from './party';
import { MAX_ADDRESS_LENGTH, MAX_DIETARY_NOTES_LENGTH, MAX_MESSAGE_LENGTH } from './rsvp';
import { sameFields, withoutNulls, type NullsAsAbsent } from './wire-fields';

// The payloads the API takes, each declared once as a zod schema; their TypeScript types are derived
// from it (z.input, z.output), and the GraphQL SDL's input types are held to the same fields by the
// compiler (`sameFields`). Only the server parses with them: this module stays out of the client's
// bundles (the contract's index re-exports its types only), so zod never reaches a guest's phone.

const text = (max: number) => z.string().trim().max(max);
const eventMap = <T extends z.ZodType>(value: T) =>
  z.strictObject(Object.fromEntries(RSVP_EVENT_KEYS.map((key) => [key, value])) as Record<RsvpEventKey, T>);

/** Another member's answer in a party's submission (DESIGN 3.3): the main guest's rules apply to it. */
const partyMemberAnswerSchema = z.strictObject({
  /** The member's Guest.id, as the lookup gave it. */
  id: text(64),
  attending: z.boolean(),
  events: eventMap(z.boolean()),
  /** Their reception entrée; Kids for a child only. */
  dietaryRestrictions: text(MAX_NAME_LENGTH),
  dietaryNotes: text(MAX_DIETARY_NOTES_LENGTH).optional(),
});

/**
 * The specification's RSVP submission payload (`POST /rsvp`, GraphQL's RSVPInput): every field with
 * the right type, text trimmed and within its length, and nothing else. The form's rules
 * (validateRsvp) come after.
 */
export const rsvpPayloadSchema = z.strictObject({
  firstName: text(MAX_NAME_LENGTH),
  lastName: text(MAX_NAME_LENGTH),
  /** Empty when nobody is attending. */
  mailingAddress: text(MAX_ADDRESS_LENGTH),
  attending: z.boolean(),
  plusOneAttending: z.boolean(),
  plusOneFirstName: text(MAX_NAME_LENGTH),
  plusOneLastName: text(MAX_NAME_LENGTH),
  events: eventMap(z.boolean()),
  /** Empty when the guest has no plus-one. */
  plusOneEvents: eventMap(z.boolean().optional()),
  /** The main guest's reception entrée. */
  dietaryRestrictions: text(MAX_NAME_LENGTH),
  plusOneDietaryRestrictions: text(MAX_NAME_LENGTH),
  message: text(MAX_MESSAGE_LENGTH),
  /** Beyond the specification: allergies and dietary notes for the caterer. */
  dietaryNotes: text(MAX_DIETARY_NOTES_LENGTH).optional(),
  plusOneDietaryNotes: text(MAX_DIETARY_NOTES_LENGTH).optional(),
  /** Beyond the specification: the invitation code, when the guest came in with one. */
  invitationCode: text(20).optional(),
  /**
   * Beyond the specification: an email for a guest the list has none for, kept on the guest and
   * used for their confirmation. Optional; empty means none. Only with `invitationCode`: an answer
   * by name that carries one is refused (ADR 031).
   */
  email: text(300).optional(),
  /**
   * Beyond the specification: an optional mobile number, checked against the numbering
   * plans in the guest's language (phone.ts) and kept in E.164 on the guest; empty means none, and
   * keeps a number on file. Only with `invitationCode`, as `email` (ADR 052).
   */
  phone: text(100).optional(),
  /**
   * Beyond the specification: the answers of the other members of the guest's party (ADR 040). A
   * member left out keeps their answer.
   */
  party: z.array(partyMemberAnswerSchema).max(MAX_PARTY_SIZE).optional(),
});

/** An RSVP as a client sends it, before its text is trimmed. */
export type RsvpPayloadInput = z.input<typeof rsvpPayloadSchema>;
/** An RSVP as the server checked it: what the form's rules, the storage and the mail read. */
export type RsvpPayload = z.output<typeof rsvpPayloadSchema>;

/** GraphQL's RSVPInput as POST /rsvp receives it: the same fields, nulls left out. */
export function rsvpPayloadOf(input: Api.RSVPInput): RsvpPayloadInput {
  return sameFields<NullsAsAbsent<Api.RSVPInput>, RsvpPayloadInput>(withoutNulls(input));
}

/**
 * The specification's Guest input (creation, GraphQL's GuestInput, each row of an import), made
 * ready for the form's rules and for storage, in this one place: text trimmed, a guest without a
 * plus-one has no plus-one name, English unless another language is given (ADR 019).
 */
export const guestInputSchema = z
  .object({
    name: z.string().trim(),
    email: z.string().trim(),
    plusOneAllowed: z
      .boolean()
      .nullish()
      .transform((allowed) => allowed ?? false),
    plusOneName: z
      .string()
      .nullish()
      .transform((name) => name?.trim() ?? ''),
    notes: z
      .string()
      .nullish()
      .transform((notes) => notes?.trim() ?? ''),
    language: z
      .enum(LANGUAGES)
      .nullish()
      .transform((language) => language ?? 'en'),
    /** The party the row belongs to (an import's Party column), when one is named. */
    party: z
      .string()
      .nullish()
      .transform((party) => party?.trim() || undefined)
      .optional(),
    /** A child of that party (an import's Child column). */
    child: z
      .boolean()
      .nullish()
      .transform((child) => child ?? undefined)
      .optional(),
    /** No email: the guest is invited by post (the form's choice, an import's By post column). */
    byPost: z
      .boolean()
      .nullish()
      .transform((byPost) => byPost ?? undefined)
      .optional(),
  })
  .transform((guest) => (guest.plusOneAllowed ? guest : { ...guest, plusOneName: '' }));

/** A guest as the hosts' form fills it in, and the server stores it once normalised. */
export type GuestInput = z.output<typeof guestInputSchema>;

/** GraphQL's GuestInput, normalised; the compiler holds the SDL and the schema to the same fields. */
export function guestInputOf(input: Api.GuestInput): GuestInput {
  return guestInputSchema.parse(sameFields<Api.GuestInput, z.input<typeof guestInputSchema>>(input));
}

/**
 * A person the hosts add to a guest's party (GraphQL's PartyMemberInput, ADR 040): text trimmed,
 * an adult unless told, no email when none is given; the language, when left out, is the party's.
 */
export const partyMemberInputSchema = z.object({
  name: z.string().trim(),
  child: z
    .boolean()
    .nullish()
    .transform((child) => child ?? false),
  email: z
    .string()
    .nullish()
    .transform((email) => email?.trim() ?? ''),
  language: z
    .enum(LANGUAGES)
    .nullish()
    .transform((language) => language ?? undefined),
});

/** A person to add to a party, normalised. */
export type PartyMemberInput = z.output<typeof partyMemberInputSchema>;

/** GraphQL's PartyMemberInput, normalised; the compiler holds the SDL and the schema to the same fields. */
export function partyMemberInputOf(input: Api.PartyMemberInput): PartyMemberInput {
  return partyMemberInputSchema.parse(
    sameFields<Api.PartyMemberInput, z.input<typeof partyMemberInputSchema>>(input),
  );
}

/**
 * A notice the hosts post (GraphQL's AnnouncementInput, DESIGN 3.5): its shape; the service's rules
 * then say, field by field, what to change (text only, at most ANNOUNCEMENT_MAX_LENGTH characters,
 * an event only for EVENT).
 */
export const announcementInputSchema = z.object({
  en: z.string(),
  fr: z.string(),
  audience: z
    .enum(['EVERYONE', 'EVENT'])
    .nullish()
    .transform((audience) => audience ?? 'EVERYONE'),
  event: z
    .enum(RSVP_EVENT_KEYS)
    .nullish()
    .transform((event) => event ?? undefined),
  mail: z
    .boolean()
    .nullish()
    .transform((mail) => mail ?? false),
});

/** A notice as posted, its defaults filled in. */
export type AnnouncementInput = z.output<typeof announcementInputSchema>;

/** GraphQL's AnnouncementInput, read; the compiler holds the SDL and the schema to the same fields. */
export function announcementInputOf(input: Api.AnnouncementInput): AnnouncementInput {
  return announcementInputSchema.parse(
    sameFields<Api.AnnouncementInput, z.input<typeof announcementInputSchema>>(input),
  );
}

/**
 * The hosts' edits of content fields (GraphQL's ContentEdit, DESIGN 3.7, ADR 076): their shape;
 * the content service's rules then say, field by field, what to change. At most 500 edits a batch.
 */
const contentEditSchema = z.strictObject({
  key: z.string(),
  en: z.string().nullish(),
  fr: z.string().nullish(),
  baseVersion: z.number().int().nullish(),
});
const contentEditsSchema = z.array(contentEditSchema);

export type ContentEditInput = z.output<typeof contentEditSchema>;

/** GraphQL's [ContentEdit!]!, read; the compiler holds the SDL and the schema to the same fields. */
export function contentEditsOf(edits: readonly Api.ContentEdit[]): ContentEditInput[] {
  return contentEditsSchema.parse(
    sameFields<Api.ContentEdit[], z.input<typeof contentEditsSchema>>([...edits]),
  );
}

export * from './travel-wire';
export * from './album-wire';
export * from './seating-wire';
