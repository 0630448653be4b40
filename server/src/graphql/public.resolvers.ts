import { registerGuest, type RegistrationInput } from '../guests/guest-registration.service';
import type { GraphqlContext } from './context';
import { refuseOnPublicHost } from './errors';

/** The fields anyone may call: the hosts' login and the guests' own registration. */
export const publicResolvers = {
  adminLogin: async (args: { password: string }, context: GraphqlContext) => {
    const result = await context.auth.login(args.password, {
      clientKey: context.clientKey,
      deviceId: context.deviceId,
    });
    if (!result.success) return result;
    const { newDevice, ...answer } = result;
    if (newDevice) context.rememberDevice(newDevice);
    return answer;
  },

  registerGuest: async (args: { input: RegistrationInput }, context: GraphqlContext) => {
    refuseOnPublicHost(context);
    // Each try is a guess at an invitation code: the same budget as looking a code up.
    await context.throttles.lookup(context.clientKey);
    const result = await registerGuest(context.db, args.input);
    return { ...result, guest: null, errors: result.success ? [] : [result.message] };
  },
};
