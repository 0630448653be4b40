import * as glossary from '@riviera/content/en/glossary';
import { couple, venue, weddingDate } from '@riviera/content/en/site';

/**
 * Every word of the mail the site sends, in English. The server builds each message from this
 * module (a French edition sits beside it with the same keys); the admin area previews them. The
 * names of things come from the content's glossary, as the pages' do (ADR 067).
 */
export const mailCopy = {
  lang: 'en',
  couple: couple.together,
  tagline: `${venue.town} · ${weddingDate.weekend}`,
  signature: `With love, ${couple.together}`,
  /** The hosts' own mail (notices, digest) is not signed to the couple by themselves. */
  hostSignature: 'Sent by your wedding website',
  privateLinkNote: 'This link is yours alone: it opens your answer without asking for your name.',
  codeLabel: 'Your invitation code',
  qrAlt: 'QR code that opens your RSVP',
  deadline: (date: string) => `Please reply by ${date}.`,
  deadlineChange: (date: string) => `You can change your answer until ${date}.`,
  /** A day and a time in a list, as the pages write them: "Thursday, 14 May 2026, 6:30 PM". */
  at: (day: string, time: string) => `${day}, ${time}`,

  /**
   * A shuttle run the hosts cancelled, to each of its passengers with an email: the button opens
   * their travel page, where seats are chosen, whether the run was an arrival or a return.
   */
  shuttleCancelled: {
    subject: 'Your shuttle has been canceled',
    preview: 'Please choose another shuttle on your travel page.',
    greeting: (name: string) => `Dear ${name},`,
    body: (run: string) =>
      `We are sorry: the ${run} has been canceled. Please choose another shuttle on your travel page, or tell us there how you will travel instead.`,
    linkLabel: 'Choose another shuttle',
  },

  /** A party's shuttle pickup in its calendar feed and its mail (ADR 048, 051). */
  pickup: {
    title: (from: string, to: string) => `Shuttle: ${from} → ${to}`,
    description: (seats: number) =>
      `${seats === 1 ? '1 seat' : `${seats} seats`} booked for your party. Please be at the pickup point ten minutes before departure.`,
    heading: 'Your shuttle pickups',
    seats: (seats: number) =>
      seats === 1 ? '1 seat booked for your party' : `${seats} seats booked for your party`,
    calendarNote: 'Your shuttle pickups are in the calendar file too.',
  },

  /**
   * Before the hotels release the rooms they hold, to a party coming that has not said where it
   * stays (ADR 051).
   */
  stayReminder: {
    subject: 'Where are you staying? The hotels release our rooms soon',
    preview: 'Tell us where you are staying before the hotels release the rooms they hold for you.',
    greeting: (name: string) => `Dear ${name},`,
    intro: 'We are so glad you are coming. You have not told us yet where you are staying.',
    blocksIntro: 'These hotels hold rooms for our guests until the date given, then release the rest:',
    until: (date: string) => `until ${date}`,
    ask: 'Once you have booked, or if you are staying somewhere else, please tell us on your travel page: it helps us plan the shuttles.',
    linkLabel: 'Tell us where you are staying',
  },

  /** The hosts' notice (ADR 055), to everyone or to the guests coming to one event. */
  announcement: {
    subject: 'A note about the wedding',
    preview: 'A note from us about the wedding weekend.',
    greeting: (name: string) => `Dear ${name},`,
    forEvent: (event: string) => `This note is for the guests coming to the ${event}.`,
    /** To the party's weekend pass, which shows the latest notice and their weekend. */
    linkLabel: `Open your ${glossary.pass}`,
    linkNote: `This link is yours alone: it opens your party’s ${glossary.pass} without asking for your code.`,
  },

  /** A party's travel details as it last gave them (ADR 051): at most one an hour. */
  travelConfirmation: {
    subject: 'Your travel details',
    preview: 'Your arrival and departure, where you stay and your shuttles, as you gave them.',
    greeting: (name: string) => `Dear ${name},`,
    intro: 'Thank you. Here are your travel details as you last gave them, so you have them handy.',
    arrival: 'Arrival',
    departure: 'Departure',
    stay: glossary.stay,
    notGiven: 'Not given yet',
    modes: glossary.modes,
    stayDates: (hotel: string, from: string, to: string) => `${hotel}, from ${from} to ${to}`,
    booked: 'Booked',
    notBooked: 'Not booked yet',
    noPickups: 'No shuttle seats booked.',
    linkLabel: 'See or change your travel details',
    linkNote: 'This link is yours alone: it opens your travel details without asking for your name.',
    calendarFileName: 'our-wedding-shuttles.ics',
  },

  confirmation: {
    subject: {
      attending: `Your RSVP: see you in ${venue.town}`,
      declined: 'Your RSVP: thank you for letting us know',
    },
    preview: 'What you told us, event by event, with the times and places.',
    greeting: (name: string) => `Dear ${name},`,
    /**
     * For a yes; for a guest who cannot come while others of their party do (the answer looks at
     * the whole party); for a no from everyone.
     */
    intro: {
      attending: 'Thank you for your RSVP. Here is what you told us, so you have it handy.',
      partyComing:
        'Thank you for your RSVP. We will miss you, and we cannot wait to celebrate with the rest of your party. Here is what you told us, so you have it handy.',
      declined: 'Thank you for letting us know. We will miss you, and we will raise a glass to you.',
    },
    answeredFor: (name: string) =>
      `${name} answered for everyone on your invitation. Here is what they told us, so you have it handy.`,
    answerHeading: (name: string) => `${name}`,
    attendingEvents: 'Coming to:',
    notComing: 'Can’t make it.',
    entree: 'Reception entrée',
    dietaryNotes: 'Dietary notes',
    mailingAddress: 'Mailing address',
    message: 'Your message',
    linkLabel: 'See or change your answer',
    /** The .ics holds the events the answer says yes to: the guest's own, or everyone's it is for. */
    calendarNote: (withOthers: boolean): string =>
      withOthers
        ? 'The calendar file attached holds every event your answer says yes to, for everyone in it.'
        : 'The calendar file attached holds exactly the events you said yes to.',
    subscribeLink: `Subscribe to the ${glossary.calendar}: it follows your party’s answers and any change to the events`,
    passLink: `Your ${glossary.pass}: your times, places and shuttles, on your phone even without a network`,
    calendarName: glossary.calendarName,
    calendarFileName: 'our-wedding-weekend.ics',
  },

  hostNotice: {
    subject: (name: string, attending: boolean, changed: boolean) =>
      `${changed ? 'Changed answer' : 'New answer'}: ${name} ${attending ? 'is coming' : 'cannot come'}`,
    preview: 'An RSVP was saved on the wedding site.',
    intro: (name: string, changed: boolean) =>
      changed ? `${name} changed their answer.` : `${name} answered the RSVP.`,
    /** The guest's note to the couple, as the hosts read it. */
    message: 'Their message',
    adminLinkLabel: 'Open the admin area',
  },

  hostDigest: {
    subject: (count: number) => `RSVPs today: ${count} ${count === 1 ? 'answer' : 'answers'}`,
    preview: 'The answers of the last day, in one message.',
    intro: (count: number) =>
      `${count} ${count === 1 ? 'guest' : 'guests'} answered or changed their answer since the last summary.`,
    line: (name: string, attending: boolean) => `${name}: ${attending ? 'coming' : 'not coming'}`,
    adminLinkLabel: 'Open the admin area',
  },

  hostCodeGuessing: {
    subject: 'Someone is guessing invitation codes',
    preview: 'The site has slowed the guesses down; your guests’ codes still work.',
    intro: (failed: number) =>
      `${failed} wrong invitation codes were tried on the site in the last hour, from many addresses: someone is probably trying to guess codes.`,
    effect:
      'While this lasts, each address and network may try only a few wrong codes an hour. A guest who types their right code, or who has opened it before, is answered as usual, and everyone can still find themselves by name. The admin area shows the count.',
    adminLinkLabel: 'Open the admin area',
  },

  saveTheDate: {
    subject: `Save the date: ${couple.together}, ${weddingDate.weekend}`,
    preview: `We are getting married in ${venue.town}, ${weddingDate.weekend}.`,
    greeting: (name: string) => `Dear ${name},`,
    body: [
      `We are getting married on the French Riviera, and we would love you to be there. Please keep ${weddingDate.weekend} free: three days by the sea in ${venue.town}.`,
      'The formal invitation will follow. In the meantime, the website has the events, the hotels and how to get there.',
    ],
    linkLabel: 'Visit our wedding website',
    calendarLink: 'Add the whole weekend to your calendar',
    pictureAlt: 'The sea at dusk on the Riviera, palm trees and parasols',
  },

  invitation: {
    subject: `You are invited: ${couple.together}, ${weddingDate.weekend}`,
    preview: 'Our invitation, with your private RSVP link.',
    greeting: (name: string) => `Dear ${name},`,
    body: [
      `${couple.together} request the pleasure of your company at their wedding on ${weddingDate.long}, at ${venue.name}, with a welcome dinner the evening before and a farewell brunch the day after.`,
      'Please tell us, event by event, whether you can join us. Your private link opens the RSVP with your name already found.',
    ],
    plusOne: (name: string) => `Your invitation is for you and ${name}.`,
    linkLabel: 'Reply to the invitation',
    qrNote: 'Or scan this code with your phone, or type the code on the RSVP page.',
  },

  reminder: {
    subject: `A gentle reminder: your RSVP for ${couple.together}'s wedding`,
    preview: 'We have not had your answer yet.',
    greeting: (name: string) => `Dear ${name},`,
    body: [
      'We are making the final plans and have not had your answer yet. It takes a minute: tell us, event by event, whether you can join us.',
    ],
    linkLabel: 'Reply now',
  },
};

export type MailCopy = typeof mailCopy;
