// The calendar file format lives in the shared contract: the server attaches the same files to mail.
export { buildCalendar, calendarPath, escapeText, foldLine } from '@riviera/contract';
