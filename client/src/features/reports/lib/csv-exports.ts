import { KIDS_ENTREE, RSVP_EVENT_KEYS, type EventChoices } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { toCsv } from '../../../lib/admin/csv';
import type { CatererReportFieldsFragment } from '../../../lib/graphql/operations.generated';
import type { AdminRsvp } from '../api/get-admin-rsvps';

const { csv, events, entrees } = adminCopy;
const yesNo = (value: boolean) => (value ? csv.yes : csv.no);

const eventCells = (choices: EventChoices | null) =>
  RSVP_EVENT_KEYS.map((key) => (choices ? yesNo(choices[key]) : ''));

export function rsvpsCsv(rsvps: readonly AdminRsvp[]): string {
  const header = [
    'Name',
    'Email',
    'Attending',
    'Plus-one attending',
    'Plus-one name',
    'Entrée',
    'Plus-one entrée',
    'Allergies and dietary notes',
    'Plus-one allergies and dietary notes',
    ...RSVP_EVENT_KEYS.map((key) => events[key]),
    ...RSVP_EVENT_KEYS.map((key) => `Plus-one: ${events[key]}`),
    'Mailing address',
    'Message',
    'Submitted at',
    'Earlier versions',
    // Last, so the columns the hosts' sheets already read keep their places (ADR 052).
    'Mobile',
  ];
  return toCsv([
    header,
    ...rsvps.map((rsvp) => [
      rsvp.name,
      rsvp.email,
      yesNo(rsvp.attending),
      yesNo(rsvp.plusOne),
      rsvp.plusOneName,
      rsvp.entree,
      rsvp.plusOneEntree,
      rsvp.foodAllergies,
      rsvp.plusOneFoodAllergies,
      ...eventCells(rsvp.events),
      ...eventCells(rsvp.plusOneEvents),
      rsvp.mailingAddress,
      rsvp.message,
      rsvp.submittedAt,
      rsvp.earlierVersions,
      rsvp.phone,
    ]),
  ]);
}

/**
 * One sheet per event, one after the other in one file: the event, its headcount and entrées, then
 * a row per person with their entrée and allergies. No email or address: it goes to the caterer.
 */
export function catererCsv(sheets: CatererReportFieldsFragment['sheets']): string {
  const records: Array<Array<string | number | null>> = [];
  for (const sheet of sheets) {
    if (records.length > 0) records.push([]);
    records.push(['Event', events[sheet.event]]);
    records.push(['Headcount', sheet.headcount]);
    if (sheet.event === 'cocktailAndReception') {
      records.push([entrees.meat, sheet.entrees.meat], [entrees.fish, sheet.entrees.fish]);
      records.push([entrees.vegetarian, sheet.entrees.vegetarian]);
      if (sheet.entrees.kids > 0) records.push([entrees.kids, sheet.entrees.kids]);
    }
    records.push(['Name', 'Guest or plus-one', 'Entrée', 'Allergies and dietary notes']);
    for (const line of sheet.lines.filter((person) => !person.child)) {
      records.push([line.name, line.role === 'GUEST' ? csv.guest : csv.plusOne, line.entree, line.allergies]);
    }
    // Children of the parties apart (ADR 040), with their menu and allergies.
    const children = sheet.lines.filter((person) => person.child);
    if (children.length > 0) {
      records.push([csv.children, children.length]);
      for (const line of children) {
        const menu = line.entree === KIDS_ENTREE ? entrees.kids : line.entree;
        records.push([line.name, csv.child, menu, line.allergies]);
      }
    }
  }
  return toCsv(records);
}
