import { formatTime, upperFirst, type Entree, type RsvpEventKey } from '@riviera/contract';
import * as glossary from './glossary';

/**
 * The RSVP form's and the thanks' words: a module of their own, downloaded with the form (a
 * chunk of its own, fetched while the guest looks themselves up), not with the page's first view.
 */
export const rsvpFormCopy = {
  form: {
    greeting: (firstName: string) => `Welcome, ${firstName}`,
    previousReply: (when: string) =>
      `You replied on ${when}. Your answers are filled in below: change anything you like and send again.`,
    answeredByName: (when: string) =>
      `You replied on ${when}. To keep it private, your answer is not shown when you look yourself up by name: answer again below to replace it. What you told us in the address, notes and message boxes is kept when you leave them blank. The link with your invitation code shows your whole answer.`,
    keptOnFile: 'We have this on file. Leave it blank to keep it, or type something new to replace it.',
    attendanceLegend: 'Will you join us?',
    /** The form sent with neither answer chosen; listed before the specification's messages. */
    chooseAttendance: "Please tell us whether you can come: choose “Yes” or “Sorry, can't make it”.",
    yes: 'Yes',
    no: "Sorry, can't make it",
    eventsLegend: 'Which events will you attend?',
    entreeLegend: 'Your reception entrée',
    dietaryNotes: 'Allergies or dietary notes (optional)',
    dietaryNotesHint: 'Our caterer will take care of them.',
    plusOneLegend: 'Your plus-one',
    plusOneComing: 'My plus-one is coming',
    plusOneFirstName: 'Their first name',
    plusOneLastName: 'Their last name',
    plusOneEventsLegend: 'Which events will your plus-one attend?',
    plusOneEntreeLegend: 'Their reception entrée',
    plusOneDietaryNotes: 'Their allergies or dietary notes (optional)',
    mailingAddress: 'Mailing address',
    mailingAddressHint: 'For the thank-you note we will post after the wedding, and for our records.',
    message: 'A note for the couple (optional)',
    email: 'Your email (optional)',
    emailHint: 'We will send you a copy of your answer, with a private link to change it.',
    phone: 'Your mobile number (optional)',
    /** What to type from any country; a US or UK number may leave its code out (phone.ts). */
    phoneHint:
      'For news on the weekend by WhatsApp or text message. Type it with its country code, such as +1 212 555 0100 or +44 7911 123456; a US or UK number works without it.',
    submit: 'Send my RSVP',
    sending: 'Sending…',
    /** While the phone has no connection: the answer waits in the page and goes when it returns. */
    waitingForConnection: 'Waiting for a connection…',
    offline:
      'Your phone is offline, so your answer has not reached us yet. Keep this page open: it will be sent as soon as the connection comes back.',
    startOver: 'Not you? Look up another name',
    /** Looked up by name: the form has no travel or pass link (they are private, ADR 007, 072). */
    privateLinkByName: `Your travel details and your ${glossary.pass} open with your private link: it is in your invitation email, and the code printed on your invitation card opens them too. Once you send your answer, we tell you where to find it.`,
    /** A member's events made the guest's own (ADR 072). */
    sameAsMe: 'Same events as me',
    everyoneSameAsMe: 'Everyone the same events as me',
    // A party answering together (ADR 040): one block per other member.
    kidsMenu: "Kids' menu",
    child: 'child',
    memberEventsLegend: (name: string) => `Which events will ${name} attend?`,
    memberEntreeLegend: (name: string) => `${name}'s reception entrée`,
    memberNotes: (name: string) => `${name}'s allergies or dietary notes (optional)`,
    memberAnswered: (when: string, by?: string) => `Answered on ${when}${by ? ` by ${by}` : ''}.`,
    memberChange: 'Change their answer',
    memberKept: 'Their answer stays as it is unless you change it.',
    memberKeptByCode:
      'They answered with an invitation code, so their answer stays as it is here. To change it, use a code of your invitation: the link in your invitation email, or the code on your invitation card.',
    previousReplyBy: (when: string, by: string) =>
      `${by} answered for you on ${when}. The answers are filled in below: change anything you like and send again.`,
  },
  /** The party's travel page (/rsvp/travel), linked when the guest came with their code. */
  travel: {
    link: 'Tell us how you are traveling',
    hint: 'Arrival, hotel and shuttle seats, for your whole party.',
  },
  success: {
    heading: 'Thank you!',
    /**
     * After the server's own sentence (that the answer is saved): for a yes, for a guest who cannot
     * come while others of their party do, and for a no from everyone.
     */
    attending: 'We cannot wait to celebrate with you in Cap Ferrat.',
    partyComing: 'We will miss you, and we cannot wait to celebrate with the rest of your party.',
    declining: 'We will miss you.',
    countdown: (seconds: number) => `Taking you home in ${seconds} second${seconds === 1 ? '' : 's'}…`,
    goHome: 'Go Home',
    /** Instead of the countdown once the guest touches, scrolls or types: the page waits for them. */
    staying: 'Take your time: Go Home when you are ready.',
    /** To the party's weekend pass (/weekend, ADR 054), when anyone of the party comes. */
    weekendLink: `${upperFirst(`your ${glossary.pass}`)}: your times, places and shuttles on your phone`,
    /** When a confirmation was queued: where it goes (masked for a guest who typed their name). */
    emailed: (address: string) => `A copy of your answer is on its way to ${address}.`,
    /** Right under the thanks, before the countdown (ADR 072): what the guest can do next. */
    nextHeading: 'What comes next',
    /** Looked up by name, under `emailed` (to "m•••@example.com"): the private link is in that mail. */
    privateLinkMailed: `That email holds your private link, which opens your travel details and your ${glossary.pass}.`,
    /** Looked up by name, no confirmation sent (no email on file): where the link is all the same. */
    privateLinkElsewhere: `Your private link, which opens your travel details and your ${glossary.pass}, is in your invitation email and its reminders. The code printed on your invitation card opens them too, on this page.`,
    summaryHeading: 'What we saved',
    /** A person's dietary notes in the summary: "dietary notes: no peanuts". */
    notes: (notes: string) => `dietary notes: ${notes}`,
    notComing: 'not coming',
    entree: (entree: string) => `reception entrée: ${entree}`,
  },
};

/** The four choices of the form, with the events each covers (times are local, in Cap Ferrat). */
export const rsvpEventLabels: Record<RsvpEventKey, { title: string; when: string }> = {
  welcomeDinner: { title: 'Welcome Dinner', when: 'Thursday 14 May, 6:30 PM' },
  ceremonyAndLunch: { title: 'Hindu Ceremony and Lunch', when: 'Friday 15 May, from 9:30 AM' },
  cocktailAndReception: { title: 'Cocktail Hour and Reception', when: 'Friday 15 May, from 6:30 PM' },
  farewellBrunch: { title: 'Farewell Brunch', when: 'Saturday 16 May, noon' },
};

export const entreeLabels: Record<Entree, string> = {
  Meat: 'Meat',
  Fish: 'Fish',
  Vegetarian: 'Vegetarian',
};

const replyDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Paris' });

const replyClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Paris',
});

/**
 * When a guest last replied, told in the wedding's time zone on the 12-hour clock (ADR 067):
 * "3 March 2026 at 2:05 PM (Paris time)".
 */
export function formatReplyTime(iso: string): string {
  const moment = new Date(iso);
  return `${replyDate.format(moment)} at ${formatTime(replyClock.format(moment), 'en')} (Paris time)`;
}
