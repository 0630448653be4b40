import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentPreviewDocument } from '../../../lib/graphql/operations.generated';
import { answerOperation, network } from '../../../test/network';
import { renderWithClient } from '../../../test/render';
import { ContentPreview } from './content-preview';

describe('the content preview', () => {
  it('shows the server’s page in a frame without scripts, and the French page on the switch', async () => {
    const asked: string[] = [];
    network.use(
      answerOperation(ContentPreviewDocument, (variables) => {
        asked.push(variables.path);
        return { data: { contentPreview: `<p>Page at ${variables.path}</p>` } };
      }),
    );
    renderWithClient(<ContentPreview token="token" page="/faq" pageName="Questions & Contact" />);
    const frame = await screen.findByTitle('Preview of Questions & Contact in English');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Page at /faq</p>');
    fireEvent.click(screen.getByRole('radio', { name: 'French' }));
    const french = await screen.findByTitle('Preview of Questions & Contact in French');
    await waitFor(() => expect(french.getAttribute('srcdoc')).toBe('<p>Page at /fr/faq</p>'));
    expect(asked).toEqual(['/faq', '/fr/faq']);
  });
});
