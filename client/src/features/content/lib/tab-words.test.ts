import { contentTabCopy as en } from '@riviera/content/en/admin/content';
import { contentTabCopy as fr } from '@riviera/content/fr/admin/content';
import { problemsUnder, shape } from '@riviera/content/french-typography';
import { describe, expect, it } from 'vitest';
import { tabWords } from './tab-words';

const SAMPLES = {
  'copy.checklist.line': [['Infos', 'Adresse de contact']],
  'copy.length': [[12, 80]],
  'copy.lengthNear': [[1], [8]],
  'copy.lengthOver': [[1], [3]],
  'copy.previewArea': [['Accueil']],
  'copy.conflict.heading': [['Réponse 4']],
  'copy.history.version': [[3, '2 décembre 2026']],
  'copy.history.changed': [[1], [4]],
  'copy.history.restoreVersion': [[3]],
  'copy.editor.toolbar': [['Réponse 4']],
};

describe('the Content tab’s words (ADR 080)', () => {
  it('has every English sentence in French, in French typography', () => {
    expect(shape(fr)).toEqual(shape(en));
    expect(problemsUnder(fr, 'copy', SAMPLES)).toEqual([]);
  });

  it('follows the admin page’s language', () => {
    expect(tabWords('en').save).toBe('Save the draft');
    expect(tabWords('fr').save).toBe('Enregistrer le brouillon');
  });
});
