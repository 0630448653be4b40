import * as enAccommodations from '@riviera/content/en/accommodations';
import * as enEvents from '@riviera/content/en/events';
import * as enFaq from '@riviera/content/en/faq';
import * as enHome from '@riviera/content/en/home';
import * as frAccommodations from '@riviera/content/fr/accommodations';
import * as frEvents from '@riviera/content/fr/events';
import * as frFaq from '@riviera/content/fr/faq';
import * as frHome from '@riviera/content/fr/home';
import { travelDeadline } from '@riviera/content/travel-facts';
import { contactEmail, hostPhones, roomBlockReference } from '@riviera/content/wedding';
import { mailCopy as enMail } from '../../platform/mail/mail-copy';
import { mailCopy as frMail } from '../../platform/mail/mail-copy.fr';
import { heroPhotos } from '@riviera/content/photos';
import { eventPhotoKey, SLIDESHOW_KEY, slideshowValue, type ContentPage } from '@riviera/contract';

/**
 * The content fields (DESIGN 3.7, ADR 076): every word and fact the hosts may change, derived from
 * `@riviera/content`, which stays the source of the first values and of the list. PostgreSQL holds
 * only what the hosts change (migration 0040).
 */

export type ContentFormat = 'TEXT' | 'RICH' | 'EMAIL' | 'PHONE' | 'URL' | 'DATETIME' | 'PHOTOS' | 'PHOTO';

export type { ContentPage };

export interface ContentFieldDefinition {
  key: string;
  page: ContentPage;
  label: string;
  format: ContentFormat;
  /** False for a fact (a time, an address, an email): typed once, French repeats it. */
  translated: boolean;
  maxLength: number;
  /** A field that may not be left empty. */
  required: boolean;
  /** The first value is a placeholder to replace before the invitations go out (the tab's checklist). */
  placeholder: boolean;
  /** Words in braces the value must keep, such as `{name}` where a mail puts the guest's first name. */
  slots: readonly string[];
  en: string;
  fr: string;
}

/** The rich text of `@riviera/content`'s paragraphs: each one a `<p>` of the small markup (ADR 076). */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${escapeText(line)}</p>`).join('');

type Optional = 'required' | 'placeholder' | 'translated' | 'fr' | 'slots';
type Definition = Omit<ContentFieldDefinition, Optional> & Partial<Pick<ContentFieldDefinition, Optional>>;

function define(definition: Definition): ContentFieldDefinition {
  const translated = definition.translated ?? true;
  return {
    required: true,
    placeholder: false,
    slots: [],
    ...definition,
    translated,
    fr: translated ? (definition.fr ?? definition.en) : definition.en,
  };
}

/** A fact: the same in both languages. */
const fact = (definition: Omit<Definition, 'translated' | 'fr'>) =>
  define({ ...definition, translated: false });

function homeFields(): ContentFieldDefinition[] {
  return [
    define({
      key: 'home.kicker',
      page: 'home',
      label: 'Line above the names',
      format: 'TEXT',
      maxLength: 60,
      en: enHome.homeCopy.kicker,
      fr: frHome.homeCopy.kicker,
    }),
    define({
      key: 'home.invitation',
      page: 'home',
      label: 'Line below the names',
      format: 'TEXT',
      maxLength: 80,
      en: enHome.homeCopy.invitation,
      fr: frHome.homeCopy.invitation,
    }),
  ];
}

function eventFields(): ContentFieldDefinition[] {
  return enEvents.events.flatMap((event, index) => {
    const fr = frEvents.events[index] ?? event;
    const key = `events.${event.id}`;
    const label = (what: string) => `${event.title}: ${what}`;
    return [
      define({
        key: `${key}.title`,
        page: 'events',
        label: label('title'),
        format: 'TEXT',
        maxLength: 60,
        en: event.title,
        fr: fr.title,
      }),
      fact({
        key: `${key}.start`,
        page: 'events',
        label: label('start'),
        format: 'DATETIME',
        maxLength: 16,
        en: `${event.date}T${event.start}`,
      }),
      fact({
        key: `${key}.end`,
        page: 'events',
        label: label('end'),
        format: 'DATETIME',
        maxLength: 16,
        en: `${event.date}T${event.end}`,
      }),
      define({
        key: `${key}.place`,
        page: 'events',
        label: label('place'),
        format: 'TEXT',
        maxLength: 80,
        en: event.location.name,
        fr: fr.location.name,
      }),
      fact({
        key: `${key}.address`,
        page: 'events',
        label: label('address'),
        format: 'TEXT',
        maxLength: 160,
        en: event.location.address,
      }),
      define({
        key: `${key}.description`,
        page: 'events',
        label: label('description'),
        format: 'RICH',
        maxLength: 600,
        en: paragraphs([event.description]),
        fr: paragraphs([fr.description]),
      }),
      define({
        key: `${key}.dressCode`,
        page: 'events',
        label: label('dress code'),
        format: 'TEXT',
        maxLength: 80,
        en: event.dressCode,
        fr: fr.dressCode,
      }),
    ];
  });
}

function accommodationFields(): ContentFieldDefinition[] {
  const en = enAccommodations.featuredHotel;
  const fr = frAccommodations.featuredHotel;
  return [
    fact({
      key: 'accommodations.roomBlock.reference',
      page: 'accommodations',
      label: 'Room block: booking reference',
      format: 'TEXT',
      maxLength: 40,
      placeholder: true,
      en: roomBlockReference,
    }),
    fact({
      key: 'accommodations.roomBlock.link',
      page: 'accommodations',
      label: 'Room block: booking link',
      format: 'URL',
      maxLength: 300,
      placeholder: true,
      en: en.bookingUrl,
    }),
    fact({
      key: 'accommodations.roomBlock.releaseDate',
      page: 'accommodations',
      label: 'Room block: release date',
      format: 'DATETIME',
      maxLength: 16,
      placeholder: true,
      en: '2026-02-15',
    }),
    define({
      key: 'accommodations.roomBlock.details',
      page: 'accommodations',
      label: 'Room block: details',
      format: 'RICH',
      maxLength: 600,
      en: paragraphs(en.blockDetails),
      fr: paragraphs(fr.blockDetails),
    }),
  ];
}

function infoFields(): ContentFieldDefinition[] {
  return [
    fact({
      key: 'info.contactEmail',
      page: 'info',
      label: 'Contact address',
      format: 'EMAIL',
      maxLength: 254,
      placeholder: true,
      en: contactEmail,
    }),
    ...hostPhones.map((phone, index) =>
      fact({
        key: `info.hostPhone.${index + 1}`,
        page: 'info',
        label: `${phone.name}'s phone`,
        format: 'PHONE',
        maxLength: 40,
        placeholder: true,
        en: phone.number,
      }),
    ),
  ];
}

function travelFields(): ContentFieldDefinition[] {
  return [
    fact({
      key: 'travel.deadline',
      page: 'travel',
      label: 'Travel details deadline',
      format: 'DATETIME',
      maxLength: 25,
      placeholder: true,
      en: travelDeadline,
    }),
  ];
}

function questionFields(): ContentFieldDefinition[] {
  return [
    define({
      key: 'questions.intro',
      page: 'questions',
      label: 'Introduction',
      format: 'TEXT',
      maxLength: 200,
      en: enFaq.faqCopy.intro,
      fr: frFaq.faqCopy.intro,
    }),
    ...enFaq.faqEntries.flatMap((entry, index) => {
      const fr = frFaq.faqEntries[index] ?? entry;
      return [
        define({
          key: `questions.${entry.id}.question`,
          page: 'questions',
          label: `Question ${index + 1}`,
          format: 'TEXT',
          maxLength: 120,
          en: entry.question,
          fr: fr.question,
        }),
        define({
          key: `questions.${entry.id}.answer`,
          page: 'questions',
          label: `Answer ${index + 1}`,
          format: 'RICH',
          maxLength: 1200,
          en: paragraphs(entry.answer),
          fr: paragraphs(fr.answer),
        }),
      ];
    }),
  ];
}

/** Where a mail's greeting puts the guest's first name (ADR 080). */
export const NAME_SLOT = '{name}';

/**
 * The greetings and bodies of the guests' mailings (ADR 080): a greeting keeps `{name}`, a body is
 * plain text, its paragraphs apart by an empty line. The first values are the mail's own words.
 */
function mailFields(): ContentFieldDefinition[] {
  const kinds = [
    ['saveTheDate', 'Save-the-date'],
    ['invitation', 'Invitation'],
    ['reminder', 'Reminder'],
  ] as const;
  return kinds.flatMap(([kind, name]) => [
    define({
      key: `mails.${kind}.greeting`,
      page: 'mails',
      label: `${name} mail: greeting`,
      format: 'TEXT',
      maxLength: 80,
      slots: [NAME_SLOT],
      en: enMail[kind].greeting(NAME_SLOT),
      fr: frMail[kind].greeting(NAME_SLOT),
    }),
    define({
      key: `mails.${kind}.body`,
      page: 'mails',
      label: `${name} mail: text`,
      format: 'TEXT',
      maxLength: 1500,
      en: enMail[kind].body.join('\n\n'),
      fr: frMail[kind].body.join('\n\n'),
    }),
  ]);
}

/**
 * The site's photos (ADR 084): the slideshow's list, first the built set (`photos.ts`) without
 * captions, and each event's picture, empty for the built one. Facts: the captions' two languages
 * are inside the list.
 */
function photoFields(): ContentFieldDefinition[] {
  return [
    fact({
      key: SLIDESHOW_KEY,
      page: 'photos',
      label: 'Home page slideshow',
      format: 'PHOTOS',
      maxLength: 20_000,
      en: slideshowValue(
        heroPhotos.photos.map(({ name, colour }) => ({ photo: name, colour, en: '', fr: '' })),
      ),
    }),
    ...enEvents.events.map((event) =>
      fact({
        key: eventPhotoKey(event.id),
        page: 'photos',
        label: `${event.title}: picture`,
        format: 'PHOTO',
        maxLength: 16,
        required: false,
        en: '',
      }),
    ),
  ];
}

/** Every content field, page by page in the tab's order. */
export const CONTENT_FIELDS: readonly ContentFieldDefinition[] = [
  ...homeFields(),
  ...eventFields(),
  ...accommodationFields(),
  ...infoFields(),
  ...travelFields(),
  ...questionFields(),
  ...mailFields(),
  ...photoFields(),
];

const BY_KEY = new Map(CONTENT_FIELDS.map((field) => [field.key, field]));

export function contentField(key: string): ContentFieldDefinition | undefined {
  return BY_KEY.get(key);
}
