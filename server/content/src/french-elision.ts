// French elides « de » before a vowel or a mute h: « le plat d’Élodie », « la page d’Hugo ». The
// names come from the guest list, so the words that put « de » before one ask this module.

/** A name that starts with a vowel sound (a vowel, an h, a y before a consonant: Yves). */
const vowelSound = /^(?:[aeiouàâäéèêëîïôöùûüœæh]|y[^aeiouàâäéèêëîïôöùûü])/iu;

/** « de Léa », « d’Élodie », « d’Hugo », « d’Yves », « de Yasmine ». */
export function de(name: string): string {
  return vowelSound.test(name.trim()) ? `d’${name}` : `de ${name}`;
}
