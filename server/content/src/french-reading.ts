// What a native French reader and copy-editor found reading as a translation, or as wrong French, in
// the guest's words (the pages' and the mail's): each held to its correction by the pages' reading
// test (fr/native-read.test.ts) and the mail's (server/src/platform/mail/mail-copy.test.ts). Typography is
// french-typography.ts's.

/** Calques, clumsy or wrong wordings, each with why, and the words that replaced them. */
export const FRENCH_CALQUES: readonly { wrong: RegExp; why: string }[] = [
  { wrong: /pour quand le réseau/, why: 'calque of "for when the network does not"' },
  { wrong: /tel que ce téléphone/, why: 'calque of "as this phone last saw it"' },
  { wrong: /vos moments/, why: 'calque of "your moments": vos événements' },
  { wrong: /revenons vers vous/, why: 'jargon: nous vous tiendrons au courant' },
  { wrong: /participera-t-il ou elle/, why: 'not French: « À quels événements participera X ? »' },
  {
    wrong: /Plat du dîner|pour le dîner(?! de (?:la réception|bienvenue))/,
    why: 'two dinners: say it is the reception’s',
  },
  { wrong: /Décochez-la|décochez-la/, why: 'seats are a number to choose, not a box to untick' },
  { wrong: /Répondez Oui pour/, why: 'a party member has no Yes, only event boxes' },
  { wrong: /abonner à votre agenda/, why: 'guests subscribe to the wedding’s calendar, in their own agenda' },
  { wrong: /a besoin de JavaScript/, why: 'calque of "needs JavaScript": fonctionne avec JavaScript' },
  { wrong: /sont closes|ont été closes/, why: 'calque of "are closed"' },
  { wrong: /là où il ne vous en faut pas/, why: 'calque of "where you need none"' },
  {
    wrong: /Mis à jour pour la dernière fois/,
    why: 'calque of "last brought up to date": Dernière mise à jour',
  },
  { wrong: /comment vous viendrez/, why: 'a return run is no coming: comment vous vous déplacerez' },
  { wrong: /Ouvrir votre page/, why: 'vague: say which page' },
  { wrong: /vous nous les avez donnés en dernier/, why: 'calque of "as you last gave them"' },
  { wrong: /vous y êtes retrouvé/, why: 'the participle must agree with « vous »: avoid it' },
  { wrong: /prévenions les navettes/, why: 'one tells the drivers, not the shuttles' },
  { wrong: /horaires par e-mail/, why: 'the shuttles are booked on the travel page, not mailed' },
  { wrong: /Présents\u00a0:/, why: 'plural agreement to what may be one person' },
  { wrong: /\bQR code\b/, why: 'French writes « code QR »' },
  { wrong: /faire-part/, why: 'the printed card is the « carton d’invitation »' },
];

/**
 * A « de » or « que » left unelided before a name or a place that starts with a vowel (« de Élodie »,
 * « de Aéroport »), or a place given without its article (« à Hôtel Welcome »). Dates and runs
 * follow « le » and « la » unelided, rightly: they start with a digit or a lower-case word.
 */
export const MISSING_ELISION =
  /(?<!\p{L})(?:de|que)\s(?=[AEIOUÀÂÉÈÊËÎÏÔÛÙ]|Y[^aeiouy])|(?<!\p{L})à\s(?:Aéroport|Hôtel|Gare)(?!\p{L})/u;

/** The calques a French text holds, and whether it misses an elision, as readable problems. */
export function readingProblems(path: string, text: string): string[] {
  const calques = FRENCH_CALQUES.filter(({ wrong }) => wrong.test(text)).map(
    ({ why }) => `${path}: ${why} in ${JSON.stringify(text)}`,
  );
  const elision = MISSING_ELISION.test(text)
    ? [`${path}: missing elision or article in ${JSON.stringify(text)}`]
    : [];
  return [...calques, ...elision];
}
