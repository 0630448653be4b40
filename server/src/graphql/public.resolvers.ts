import { registerGuest, type RegistrationInput } from '../guests/guest-registration.service';
import type { GraphqlContext } from './context';

/** The fields anyone may call: the hosts' login and the guests' own registration. */
export const publicResolvers = {
  adminLogin: async (args: { password: string }, context: GraphqlContext) =>
    context.auth.login(args.password, context.clientKey),

  registerGuest: async (args: { input: RegistrationInput }, context: GraphqlContext) => {
    // Each try is a guess at an invitation code: the same budget as looking a code up.
    await context.throttles.lookup.consume(context.clientKey);
    const result = await registerGuest(context.db, args.input);
    return { ...result, guest: null, errors: result.success ? [] : [result.message] };
  },
};
