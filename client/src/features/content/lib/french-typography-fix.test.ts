import { typographyProblems } from '@riviera/content/french-typography';
import { describe, expect, it } from 'vitest';
import { fixFrenchTypography } from './french-typography-fix';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('Fix the typography (ADR 080)', () => {
  it.each([
    ['Tenue : chic', `Tenue${NBSP}: chic`],
    ['Tenue: chic', `Tenue${NBSP}: chic`],
    ['Venez ! Et vous ?', `Venez${NNBSP}! Et vous${NNBSP}?`],
    ['Merci; à bientôt', `Merci${NNBSP}; à bientôt`],
    ['« Bonjour »', `«${NNBSP}Bonjour${NNBSP}»`],
    ['«Bonjour»', `«${NNBSP}Bonjour${NNBSP}»`],
    ['Il dit "oui"', `Il dit «${NNBSP}oui${NNBSP}»`],
    ["l'apéritif", 'l’apéritif'],
    ['Dîner à 18:30', `Dîner à 18${NBSP}h${NBSP}30`],
    ['Dîner à 18h30', `Dîner à 18${NBSP}h${NBSP}30`],
    ['Dîner à 18 h 30', `Dîner à 18${NBSP}h${NBSP}30`],
    ['Dîner à 7 PM', `Dîner à 19${NBSP}h`],
    ['Brunch à 10:30 am', `Brunch à 10${NBSP}h${NBSP}30`],
    ['Dès 19h', `Dès 19${NBSP}h`],
    ['Deux  espaces', 'Deux espaces'],
  ])('%j becomes %j, which the server’s rules accept', (typed, fixed) => {
    expect(fixFrenchTypography(typed)).toBe(fixed);
    expect(typographyProblems(fixed)).toEqual([]);
  });

  it('leaves good French, addresses and links as they are', () => {
    const good = `Tenue${NBSP}: chic. Rendez-vous à 18${NBSP}h${NBSP}30${NNBSP}!`;
    expect(fixFrenchTypography(good)).toBe(good);
    expect(fixFrenchTypography('https://example.com/?a=1')).toBe('https://example.com/?a=1');
  });

  it('fixes the words of rich text, never its tags or its links', () => {
    const rich =
      '<p>Voir <a href="https://example.com/x?y=1">le site</a> : "ici" !</p><ul><li>l\'hôtel</li></ul>';
    const fixed = fixFrenchTypography(rich, true);
    expect(fixed).toBe(
      `<p>Voir <a href="https://example.com/x?y=1">le site</a>${NBSP}: «${NNBSP}ici${NNBSP}»${NNBSP}!</p><ul><li>l’hôtel</li></ul>`,
    );
  });

  it('fixes each line of a mail’s text', () => {
    expect(fixFrenchTypography('Bonjour {name} !\n\nÀ bientôt : vite')).toBe(
      `Bonjour {name}${NNBSP}!\n\nÀ bientôt${NBSP}: vite`,
    );
  });
});
