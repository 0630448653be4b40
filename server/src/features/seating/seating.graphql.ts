import { adminOnly } from '../../platform/graphql/admin-guard';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { GraphQLError } from '../../platform/graphql/graphql-js';
import { payload } from '../../platform/graphql/refusal';
import type { Result } from '../../platform/result';
import { isSeatedEvent, type SeatedEvent } from './seating-events';
import { SEATING_MESSAGES } from './seating-messages';
import {
  addSeatingRule,
  createTable,
  deleteTable,
  fillSeating,
  kitchenSheet,
  releaseSeating,
  removeSeatingRule,
  seatingPlan,
  seatPeople,
  updateTable,
  type PersonRef,
  type RuleInput,
  type SeatingPlan,
  type TableInput,
} from './seating.service';
import { seatingTypeDefs } from './seating.typedefs';
import { exportKitchenSheet } from './kitchen-export';

const planResult = (result: Result<SeatingPlan>) => ({
  plan: null,
  ...payload(result, (plan) => ({ plan })),
});

/** A query whose type has no room for a sentence refuses another event with an error. */
function seatedEvent(event: string): SeatedEvent {
  if (!isSeatedEvent(event))
    throw new GraphQLError(SEATING_MESSAGES.eventNotSeated, { extensions: { code: 'BAD_USER_INPUT' } });
  return event as SeatedEvent;
}

/** The seating plan (DESIGN 3.6, ADR 077): the hosts' fields only. See README.md here. */
export const seatingGraphql: GraphqlFeature = {
  typeDefs: seatingTypeDefs,
  resolvers: {
    seatingPlan: adminOnly(async (args, { db }) => seatingPlan(db, seatedEvent(args.event as string))),
    kitchenSheet: adminOnly(async (args, { db }) => kitchenSheet(db, seatedEvent(args.event as string))),
    createTable: adminOnly(async (args, { db }) =>
      planResult(await createTable(db, args.input as TableInput)),
    ),
    updateTable: adminOnly(async (args, { db }) =>
      planResult(await updateTable(db, args.id as string, args.input as TableInput)),
    ),
    deleteTable: adminOnly(async (args, { db }) => planResult(await deleteTable(db, args.id as string))),
    seatPeople: adminOnly(async (args, { db }) =>
      planResult(
        await seatPeople(
          db,
          (args.tableId as string | null | undefined) ?? null,
          args.people as PersonRef[],
          (args.event as string | null | undefined) ?? undefined,
        ),
      ),
    ),
    addSeatingRule: adminOnly(async (args, { db }) =>
      planResult(await addSeatingRule(db, args.input as RuleInput)),
    ),
    removeSeatingRule: adminOnly(async (args, { db }) =>
      planResult(await removeSeatingRule(db, args.id as string)),
    ),
    fillSeating: adminOnly(async (args, { db }) =>
      planResult(await fillSeating(db, args.event as string, (args.variant as number | null) ?? 0)),
    ),
    exportKitchenSheet: adminOnly(async (args, { db }) =>
      exportKitchenSheet(db, seatedEvent(args.event as string)),
    ),
    releaseSeating: adminOnly(async (args, { db }) =>
      planResult(await releaseSeating(db, args.event as string, args.released === true)),
    ),
  },
};
