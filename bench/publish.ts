import { graphqlData } from '../client/src/lib/graphql/graphql-client';
import {
  PublishContentDocument,
  SaveContentDraftDocument,
} from '../client/src/lib/graphql/operations.generated';
import { BenchError, say } from './lib/progress';
import { median, round } from './lib/stats';

/**
 * A publish of the content timed as a host's phone sends it (DESIGN 3.7, ADR 079): the mutation
 * answers once every guest page of both languages and the calendar files are written again (ADR
 * 087), so its time is the time until both servers serve the new pages. Aim: under 10 seconds.
 */
export interface PublishFigures {
  guests: number;
  publishes: number;
  medianMs: number;
  slowestMs: number;
}

const PUBLISHES = 3;

export async function timePublish(origin: string, token: string, guests: number): Promise<PublishFigures> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => realFetch(new URL(String(input), origin), init);
  try {
    const times: number[] = [];
    for (let i = 0; i < PUBLISHES; i += 1) {
      const words = `Your questions, answered (bench ${i + 1}).`;
      const { saveContentDraft } = await graphqlData(SaveContentDraftDocument, {
        token,
        edits: [{ key: 'questions.intro', en: words, fr: `Vos questions, nos réponses (essai ${i + 1}).` }],
      });
      if (!saveContentDraft.success)
        throw new BenchError(`saveContentDraft failed: ${saveContentDraft.message ?? ''}`);
      const started = performance.now();
      const { publishContent } = await graphqlData(PublishContentDocument, { token });
      times.push(performance.now() - started);
      if (!publishContent.success || !/within 30 seconds/.test(publishContent.message ?? ''))
        throw new BenchError(`publishContent did not render the pages: ${publishContent.message ?? ''}`);
      // The guests' page says it, as the standalone server serves it.
      const page = await realFetch(new URL('/faq', origin), { headers: { accept: 'text/html' } });
      if (!(await page.text()).includes(words))
        throw new BenchError('The FAQ page does not show the publish.');
    }
    const figures = {
      guests,
      publishes: PUBLISHES,
      medianMs: round(median(times), 0),
      slowestMs: round(Math.max(...times), 0),
    };
    say(
      `growth ${guests} guests: a publish of every page in ${figures.medianMs} ms (median of ${PUBLISHES})`,
    );
    return figures;
  } finally {
    globalThis.fetch = realFetch;
  }
}
