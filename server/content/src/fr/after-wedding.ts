import type * as En from '../en/after-wedding';

/**
 * Phase AFTER (DESIGN 3.8, ADR 083): what the RSVP and travel pages say in place of their forms,
 * and the sentence the server refuses answers with.
 */
export const afterWeddingCopy: typeof En.afterWeddingCopy = {
  answersClosed:
    'Le week-end est terminé\u00a0: les réponses sont closes. Merci d’avoir célébré ce moment avec nous.',
  heading: 'Le week-end est terminé',
  rsvp: 'Les réponses sont closes. Merci d’avoir célébré ce moment avec nous\u00a0: ce fut une joie de partager ces journées avec vous.',
  travel: 'Les informations de voyage sont closes. Merci d’avoir fait le voyage pour célébrer avec nous.',
  checking: 'Vérification…',
};
