import { MESSAGES } from '@riviera/contract';
import { isAppError } from '../http/errors';
import { lookupGuestByCode, submitRsvp } from '../rsvp/rsvp.service';
import type { GraphqlContext } from './context';
import { refuseOnPublicHost } from './errors';

/** GraphQL's RSVPInput after coercion: optional fields may come as null. */
type RsvpInputArg = Record<string, unknown> & { plusOneEvents?: Record<string, unknown> | null };

/** The payload as POST /rsvp receives it: nulls mean "not given", a missing plus-one map is empty. */
function payloadOf(input: RsvpInputArg): Record<string, unknown> {
  const payload = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
  return { ...payload, plusOneEvents: input.plusOneEvents ?? {} };
}

/**
 * The guests' two GraphQL fields, on the RSVP feature's own services and throttle budgets, so
 * GraphQL follows the same rules as `GET /rsvp?code=` and `POST /rsvp` and cannot be used to
 * get around their limits. Expected refusals are values; a throttle refusal is an error.
 */
export const rsvpResolvers = {
  validateRSVPCode: async (args: { code: string }, context: GraphqlContext) => {
    refuseOnPublicHost(context);
    await context.throttles.lookup(context.clientKey);
    try {
      const result = await lookupGuestByCode(context.db, args.code);
      return result.found ? result : { found: false, message: MESSAGES.lookup.codeNotFound };
    } catch (error) {
      if (isAppError(error) && error.code === 'validation') return { found: false, message: error.message };
      throw error;
    }
  },

  submitRSVP: async (args: { input: RsvpInputArg }, context: GraphqlContext) => {
    refuseOnPublicHost(context);
    await context.throttles.submit(context.clientKey);
    try {
      const saved = await submitRsvp(context.db, payloadOf(args.input), {
        now: new Date(),
        deadline: context.rsvpDeadline,
      });
      return { ...saved, errors: [] };
    } catch (error) {
      if (isAppError(error) && error.code !== 'too_many_requests' && error.status < 500) {
        return { success: false, message: error.message, errors: error.details?.errors ?? [error.message] };
      }
      throw error;
    }
  },
};
