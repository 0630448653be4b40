import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import { asOutcome, type MutationOutcome } from '../../../lib/graphql/mutation-outcome';
import {
  AddSeatingRuleDocument,
  CreateTableDocument,
  DeleteTableDocument,
  FillSeatingDocument,
  ReleaseSeatingDocument,
  RemoveSeatingRuleDocument,
  SeatingPlanDocument,
  SeatPeopleDocument,
  UpdateTableDocument,
  type SeatingPlanFieldsFragment,
} from '../../../lib/graphql/operations.generated';

export type SeatingRuleKind = 'TOGETHER' | 'APART';
export type TableShape = 'ROUND' | 'RECTANGLE' | 'BANQUET';
export type SeatedEvent = 'welcomeDinner' | 'cocktailAndReception';
export type SeatingPlan = SeatingPlanFieldsFragment;
export type PlanPerson = SeatingPlan['unseated'][number];
export type PlanTable = SeatingPlan['tables'][number];
export interface PersonRef {
  guestId: string;
  plusOne: boolean;
}
export interface TableValues {
  name: string;
  nameFr: string;
  shape: TableShape;
  capacity: number;
}

/** A person as the plan's selection knows them: the guest, or their plus-one. */
export const personKey = (person: PersonRef) => `${person.guestId}/${person.plusOne ? 1 : 0}`;
export const refOf = (key: string): PersonRef => {
  const [guestId = '', plusOne] = key.split('/');
  return { guestId, plusOne: plusOne === '1' };
};

/** A dinner's plan (SeatingPlan): tables, unseated, rules, warnings. */
export const useSeatingPlan = (token: string, event: SeatedEvent) =>
  useQuery(adminQuery(adminKeys.seating(event), SeatingPlanDocument, { token, event }, (d) => d.seatingPlan));

/** What a host may change on a plan; each answers with the plan after it (DESIGN 3.6). */
export type SeatingChange =
  | { kind: 'createTable'; values: TableValues }
  | { kind: 'updateTable'; id: string; values: TableValues }
  | { kind: 'deleteTable'; id: string }
  | { kind: 'seat'; tableId: string | null; people: PersonRef[] }
  | { kind: 'addRule'; ruleKind: SeatingRuleKind; hard: boolean; people: PersonRef[] }
  | { kind: 'removeRule'; id: string }
  | { kind: 'fill'; variant: number }
  | { kind: 'release'; released: boolean };

/**
 * One change of the plan: the plan it answers with goes into the cache; a refusal (a full table,
 * the other host's change) is read, and the plan is loaded again, so the screen is the server's.
 */
export function useSeatingChange(token: string, event: SeatedEvent, failed: string) {
  const queryClient = useQueryClient();
  const key = adminKeys.seating(event);
  return useMutation({
    mutationFn: async (change: SeatingChange): Promise<MutationOutcome & { plan?: SeatingPlan | null }> => {
      let plan: SeatingPlan | null | undefined;
      const outcome = await asOutcome(async () => {
        const result = await run(token, event, change);
        plan = result.plan;
        return result;
      }, failed);
      return { ...outcome, plan };
    },
    onSuccess: (outcome) => {
      if (outcome.ok && outcome.plan) queryClient.setQueryData(key, outcome.plan);
      else void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}

const tableInput = (event: SeatedEvent, values: TableValues) => ({
  event,
  name: values.name,
  nameFr: values.nameFr.trim() || null,
  shape: values.shape,
  capacity: values.capacity,
});

async function run(token: string, event: SeatedEvent, change: SeatingChange) {
  switch (change.kind) {
    case 'createTable':
      return (await graphqlData(CreateTableDocument, { token, input: tableInput(event, change.values) }))
        .createTable;
    case 'updateTable':
      return (
        await graphqlData(UpdateTableDocument, {
          token,
          id: change.id,
          input: tableInput(event, change.values),
        })
      ).updateTable;
    case 'deleteTable':
      return (await graphqlData(DeleteTableDocument, { token, id: change.id })).deleteTable;
    case 'seat':
      return (
        await graphqlData(SeatPeopleDocument, {
          token,
          tableId: change.tableId,
          people: change.people,
          event,
        })
      ).seatPeople;
    case 'addRule':
      return (
        await graphqlData(AddSeatingRuleDocument, {
          token,
          input: { event, kind: change.ruleKind, hard: change.hard, people: change.people },
        })
      ).addSeatingRule;
    case 'removeRule':
      return (await graphqlData(RemoveSeatingRuleDocument, { token, id: change.id })).removeSeatingRule;
    case 'fill':
      return (await graphqlData(FillSeatingDocument, { token, event, variant: change.variant })).fillSeating;
    case 'release':
      return (await graphqlData(ReleaseSeatingDocument, { token, event, released: change.released }))
        .releaseSeating;
  }
}
