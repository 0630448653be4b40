import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/contract/src/messages';
import { MESSAGES_FR } from '../../server/contract/src/messages.fr';
import { englishStrings, isSentence, leftoversOn, pageWords, type EnglishString } from './english-leftovers';

/**
 * The French edition's "no English sentence left on any French page": every string of the English content
 * modules (the pages' words; the hosts' area and the mail are not pages) and of the guest messages,
 * looked for in every pre-rendered French page, for the private hosts and the public one. A string
 * the French module has word for word at the same key (a hotel's name, an address, the couple's
 * names) is a proper name and may stay.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONTENT = path.join(ROOT, 'server', 'content', 'src');
const DIST = path.join(ROOT, 'client', 'dist');
const FRENCH_DIRS = [path.join(DIST, 'fr'), path.join(DIST, '_public', 'fr')];
/** Not pages: the hosts' area stays English (mail's words are the server's mail feature's). */
const NOT_PAGES = new Set(['admin.ts']);

/** Every .html file under `dir`, as paths relative to client/dist. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)))
    .sort();
}

function frenchPages(): Array<{ page: string; html: string }> {
  for (const dir of FRENCH_DIRS) {
    if (!existsSync(path.join(dir, 'index.html'))) {
      throw new Error(`${path.relative(ROOT, dir)} has no pre-rendered pages: run make build first.`);
    }
  }
  return FRENCH_DIRS.flatMap(htmlFiles).map((page) => ({
    page,
    html: readFileSync(path.join(DIST, page), 'utf8'),
  }));
}

/** The strings of every English content module that makes pages, beside its French twin. */
async function contentStrings(): Promise<EnglishString[]> {
  const modules = readdirSync(path.join(CONTENT, 'en'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !NOT_PAGES.has(file))
    .sort();
  const strings: EnglishString[] = [];
  for (const file of modules) {
    const english = (await import(pathToFileURL(path.join(CONTENT, 'en', file)).href)) as Record<
      string,
      unknown
    >;
    const frenchFile = path.join(CONTENT, 'fr', file);
    const french = existsSync(frenchFile)
      ? ((await import(pathToFileURL(frenchFile).href)) as Record<string, unknown>)
      : {};
    strings.push(...englishStrings(english, french, file.replace(/\.ts$/, '')));
  }
  return strings;
}

/** The messages a guest can read: the lookup's, the RSVP's and the request's. */
function messageStrings(): EnglishString[] {
  return (['lookup', 'rsvp', 'request'] as const).flatMap((section) =>
    englishStrings(MESSAGES[section], MESSAGES_FR[section], `MESSAGES.${section}`),
  );
}

describe('the walker', () => {
  const english = {
    copy: {
      intro: 'We cannot wait to see you',
      short: 'Menu',
      venue: 'Villa Ephrussi de Rothschild',
      reply: (date: string) => `Kindly reply by ${date}, please`,
      wait: 'Please wait {wait} and try again.',
      badge: 'Dress code',
    },
    list: [{ title: 'Farewell Brunch' }, { title: 'Welcome Dinner' }],
    description: 'Six moments over three days by the sea. Times and places below.',
  };
  const french = {
    copy: {
      intro: 'Nous avons hâte de vous voir',
      short: 'Menu',
      venue: 'Villa Ephrussi de Rothschild',
      reply: (date: string) => `Réponse souhaitée au plus tard le ${date}`,
      wait: 'Merci de patienter {wait} avant de réessayer.',
      badge: 'Tenue',
    },
    list: [{ title: 'Brunch du lendemain' }, { title: 'Dîner de bienvenue' }],
    description: 'Six moments en trois jours au bord de la mer. Horaires et lieux ci-dessous.',
  };
  const strings = englishStrings(english, french, 'fake');
  const page = (head: string, body: string) =>
    `<!doctype html><html lang="fr"><head>${head}</head><body><div id="root">${body}</div></body></html>`;

  it('walks objects, arrays and functions, and knows the proper names the French module shares', () => {
    expect(strings).toEqual([
      { key: 'fake.copy.intro', text: 'We cannot wait to see you', sharedWithFrench: false },
      { key: 'fake.copy.short', text: 'Menu', sharedWithFrench: true },
      { key: 'fake.copy.venue', text: 'Villa Ephrussi de Rothschild', sharedWithFrench: true },
      // A function's words without its argument.
      { key: 'fake.copy.reply()', text: 'Kindly reply by', sharedWithFrench: false },
      { key: 'fake.copy.reply()', text: ', please', sharedWithFrench: false },
      { key: 'fake.copy.wait', text: 'Please wait', sharedWithFrench: false },
      { key: 'fake.copy.wait', text: 'and try again.', sharedWithFrench: false },
      { key: 'fake.copy.badge', text: 'Dress code', sharedWithFrench: false },
      { key: 'fake.list[0].title', text: 'Farewell Brunch', sharedWithFrench: false },
      { key: 'fake.list[1].title', text: 'Welcome Dinner', sharedWithFrench: false },
      // A paragraph whole, then sentence by sentence.
      {
        key: 'fake.description',
        text: 'Six moments over three days by the sea. Times and places below.',
        sharedWithFrench: false,
      },
      { key: 'fake.description', text: 'Six moments over three days by the sea.', sharedWithFrench: false },
      { key: 'fake.description', text: 'Times and places below.', sharedWithFrench: false },
    ]);
    expect(isSentence('Dress code')).toBe(false);
    expect(isSentence('and try again.')).toBe(true);
    expect(isSentence('Farewell Brunch')).toBe(true);
  });

  it('names each English sentence a French page shows, in its text, its head or its attributes', () => {
    const html = page(
      '<title>Programme · Aanya &amp; Julien</title><meta name="description" content="Six moments over three days by the sea. Times and places below.">',
      [
        '<h1>Programme</h1>',
        // React's comment between two pieces of text, an entity, and no-break spaces.
        '<p>We cannot wait<!-- --> to\u00a0see you</p>',
        '<p><strong>Tenue\u00a0:</strong> Dress code, Villa Ephrussi de Rothschild</p>',
        '<p>Kindly reply by <time>1er avril</time></p>',
        '<img alt="Farewell Brunch" src="/x.avif">',
        '<p>Farewell<br>Brunch</p>',
      ].join(''),
    );
    expect(leftoversOn('fr/events/index.html', html, strings)).toEqual([
      {
        page: 'fr/events/index.html',
        key: 'fake.copy.intro',
        text: 'We cannot wait to see you',
        where: 'text',
      },
      { page: 'fr/events/index.html', key: 'fake.copy.reply()', text: 'Kindly reply by', where: 'text' },
      { page: 'fr/events/index.html', key: 'fake.list[0].title', text: 'Farewell Brunch', where: 'text' },
      {
        page: 'fr/events/index.html',
        key: 'fake.description',
        text: 'Six moments over three days by the sea. Times and places below.',
        where: 'head',
      },
      {
        page: 'fr/events/index.html',
        key: 'fake.description',
        text: 'Six moments over three days by the sea.',
        where: 'head',
      },
      {
        page: 'fr/events/index.html',
        key: 'fake.description',
        text: 'Times and places below.',
        where: 'head',
      },
    ]);
  });

  it('finds one English sentence left in a French paragraph', () => {
    const html = page(
      '<title>Programme</title>',
      '<p>Six moments en trois jours au bord de la mer. Times and places below.</p>',
    );
    expect(leftoversOn('fr/events/index.html', html, strings)).toEqual([
      {
        page: 'fr/events/index.html',
        key: 'fake.description',
        text: 'Times and places below.',
        where: 'text',
      },
    ]);
  });

  it('finds an English name of a picture or a control, and nothing on a page all in French', () => {
    const withAlt = page('<title>Programme</title>', '<img alt="Welcome Dinner" src="/x.avif">');
    expect(leftoversOn('fr/index.html', withAlt, strings)).toEqual([
      { page: 'fr/index.html', key: 'fake.list[1].title', text: 'Welcome Dinner', where: 'attributes' },
    ]);
    const french = page(
      '<title>Programme</title><meta name="description" content="Six moments en trois jours au bord de la mer. Horaires et lieux ci-dessous.">',
      '<h1>Programme</h1><p>Nous avons hâte de vous voir</p><p>Villa Ephrussi de Rothschild</p><button aria-label="Menu">Menu</button>',
    );
    expect(leftoversOn('fr/index.html', french, strings)).toEqual([]);
    expect(pageWords(french).head).toEqual([
      'Programme',
      'Six moments en trois jours au bord de la mer. Horaires et lieux ci-dessous.',
    ]);
  });
});

describe('the French pages', () => {
  it('are all there: every page of both hosts’ editions, and the not-found page', () => {
    const pages = frenchPages().map(({ page }) => page);
    expect(pages).toEqual(
      expect.arrayContaining([
        'fr/index.html',
        'fr/events/index.html',
        'fr/rsvp/index.html',
        'fr/info/index.html',
        'fr/404.html',
        '_public/fr/index.html',
        '_public/fr/travel/index.html',
        '_public/fr/404.html',
      ]),
    );
    for (const { page, html } of frenchPages()) expect(html, page).toContain('<html lang="fr">');
  });

  it('are read the way the check reads the English pages, where it finds the English words', async () => {
    frenchPages();
    const strings = [...(await contentStrings()), ...messageStrings()];
    const keysOn = (page: string) =>
      leftoversOn(page, readFileSync(path.join(DIST, page), 'utf8'), strings).map(
        ({ key, where }) => `${where} ${key}`,
      );
    expect(keysOn('events/index.html')).toEqual(
      expect.arrayContaining([
        'head pages.siteName',
        'head meta.pageDescriptions.events',
        'text events.eventsCopy.intro',
        'text events.events[0].description',
        'text events.events[5].dressCode',
        'text site.footerCopy.closing',
      ]),
    );
    expect(keysOn('rsvp/index.html')).toEqual(
      expect.arrayContaining([
        'text rsvp.rsvpCopy.needsJavaScript',
        'text rsvp.rsvpCopy.lookup.help',
        'text rsvp.rsvpCopy.lookup.codeHeading',
      ]),
    );
  });

  it('show no sentence of the English content modules or guest messages', async () => {
    const strings = [...(await contentStrings()), ...messageStrings()];
    // The walk reached the words of every page: a module left out would make this test blind.
    const modules = new Set(strings.map(({ key }) => key.split('.')[0]));
    expect([...modules].sort()).toEqual([
      'MESSAGES',
      'accommodations',
      'after-wedding',
      'album',
      'cards',
      'change-notice',
      'edition',
      'events',
      'faq',
      'glossary',
      'home',
      'info',
      'messages',
      'meta',
      'pages',
      'reply-by',
      'rsvp',
      'rsvp-form',
      'seating-admin',
      'site',
      'travel',
      'travel-form',
      'weekend',
    ]);
    const leftovers = frenchPages().flatMap(({ page, html }) => leftoversOn(page, html, strings));
    expect(leftovers.map(({ page, key, text, where }) => `${page} (${where}): ${key}: "${text}"`)).toEqual(
      [],
    );
  });
});
