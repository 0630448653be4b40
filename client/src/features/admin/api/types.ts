import type { Api } from '@riviera/contract';

/**
 * The shapes of the admin operations: the types generated from the server's schema
 * (`npm run api:types`), under the names this feature uses. Each query asks for every field of the
 * types it returns, so the types say exactly what arrives.
 */
export type Address = Api.Address;
export type Guest = Api.Guest;
export type GuestResult = Api.GuestResult;
export type GuestUpdate = Api.GuestUpdateInput;
export type AdminRsvp = Api.AdminRSVP;
export type GuestStats = Api.GuestStats;
export type RsvpStats = Api.RSVPStats;
export type EventCounts = Api.EventCounts;
export type EntreeCounts = Api.EntreeCounts;
export type CatererLine = Api.CatererLine;
export type CatererSheet = Api.CatererSheet;
export type CatererChange = Api.CatererChange;
export type CatererReport = Api.CatererReport;
export type ImportResult = Api.ImportResult;
export type ReplyStatus = Api.ReplyStatus;
export type MailOverview = Api.MailOverview;
export type MailSummary = Api.MailSummary;
export type MailDocument = Api.MailDocument;
export type GuestMailKind = Api.GuestMailKind;
export type HostNotifications = Api.HostNotifications;

export const GUEST_FIELDS = `id name email invitationCode plusOneAllowed plusOneName
  saveTheDateSent saveTheDateSentAt formalInviteSent formalInviteSentAt addressCollected
  address { street city state zip country } notes language replyStatus mailProblem createdAt updatedAt`;

export const CATERER_FIELDS = `lastExportedAt
  sheets { event headcount entrees { meat fish vegetarian } lines { name role entree allergies } }
  changes { event name kind before after }`;
