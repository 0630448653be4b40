// The calendar file format lives in the shared contract: the server attaches the same files to mail.
// A relative path, not the package name: vite.config.ts loads this module through Node, which does
// not load TypeScript from a linked package.
export {
  buildCalendar,
  calendarPath,
  endDateOf,
  escapeText,
  foldLine,
  localDateTime,
} from '../../../../../server/contract/src/ics';
