import { graphqlData } from '../client/src/lib/graphql/graphql-client';
import {
  CreateTableDocument,
  FillSeatingDocument,
  SeatingPlanDocument,
} from '../client/src/lib/graphql/operations.generated';
import { BenchError, say } from './lib/progress';
import { round } from './lib/stats';

/** The fill timed at a size of the growth phase (DESIGN 3.6, ADR 077): aim under a second at 150 guests. */
export interface SeatingFillFigures {
  guests: number;
  people: number;
  tables: number;
  fillMs: number;
}

/**
 * Tables per size: 150 guests at 18 tables, 1,500 at 150; at 15,000 the plan (150 tables, as many
 * seats as people coming left unseated) is counted, not filled: each createTable answers with the plan.
 */
const TABLES: Record<number, number> = { 150: 18, 1_500: 150, 15_000: 150 };

/**
 * Before the growth phase counts the seating plan's statements: the reception's tables, then, up to
 * 1,500 guests, one fill of everyone coming, timed over HTTP as a host's phone sends it.
 */
export async function prepareSeating(
  origin: string,
  token: string,
  guests: number,
): Promise<SeatingFillFigures | undefined> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => realFetch(new URL(String(input), origin), init);
  try {
    const event = 'cocktailAndReception' as const;
    const tables = TABLES[guests] ?? Math.ceil(guests / 10);
    const { seatingPlan } = await graphqlData(SeatingPlanDocument, { token, event });
    const people = seatingPlan.unseated.length;
    const capacity = Math.min(200, Math.ceil(people / tables) + 6);
    for (let i = 0; i < tables; i += 1) {
      const { createTable } = await graphqlData(CreateTableDocument, {
        token,
        input: { event, name: `Table ${i + 1}`, nameFr: `Table ${i + 1}`, capacity },
      });
      if (!createTable.success) throw new BenchError(`createTable failed: ${createTable.message ?? ''}`);
    }
    if (guests > 1_500) return undefined;
    const started = performance.now();
    const { fillSeating } = await graphqlData(FillSeatingDocument, { token, event });
    const fillMs = round(performance.now() - started, 1);
    if (!fillSeating.success) throw new BenchError(`fillSeating failed: ${fillSeating.message ?? ''}`);
    say(`growth ${guests} guests: fillSeating of ${people} people at ${tables} tables in ${fillMs} ms`);
    return { guests, people, tables, fillMs };
  } finally {
    globalThis.fetch = realFetch;
  }
}
