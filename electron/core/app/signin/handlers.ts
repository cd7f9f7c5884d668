import type { signinChannels } from '../../../../shared/app/channels/signin';
import { settingsView } from '../settings/state';
import type { CoreContext, HandlersOf } from '../types';

/** The core's handlers of the sign-in channels (shared/app/channels/signin.ts). */
export function signinHandlers(ctx: CoreContext): HandlersOf<keyof typeof signinChannels> {
  return {
    'signin:start': (req) => ctx.signIn.start(req),
    'signin:status': async () => ctx.signIn.current(),
    'signin:wait': () => ctx.signIn.wait(),
    'signin:cancel': async () => ctx.signIn.cancel(),
    // The entries stay, queued for the next sign-in; the sync says "not set up" until then.
    'signin:signOut': async () => {
      ctx.signIn.cancel();
      ctx.auth.store(null);
      ctx.events.emit('data:changed', { tables: ['settings'] });
      return settingsView(ctx);
    },
  };
}
