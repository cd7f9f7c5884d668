import type { signinChannels } from '../../../../shared/app/channels/signin';
import { setReplicaSetting } from '../../db/repositories/sync-meta';
import { settingsView } from '../settings/state';
import type { CoreContext, HandlersOf } from '../types';

/** The core's handlers of the sign-in channels (shared/app/channels/signin.ts). */
export function signinHandlers(ctx: CoreContext): HandlersOf<keyof typeof signinChannels> {
  return {
    'signin:start': (req) => ctx.signIn.start(req),
    'signin:status': async () => ctx.signIn.current(),
    'signin:wait': () => ctx.signIn.wait(),
    'signin:cancel': async () => ctx.signIn.cancel(),
    // The entries stay, queued for the next sign-in; the sync says "not signed in" until then.
    // The email is kept (not a secret) so the views can say "signed out" and offer it again.
    'signin:signOut': async () => {
      const creds = ctx.auth.credentials();
      ctx.signIn.forget();
      ctx.auth.store(null);
      if (creds?.kind === 'oauth') setReplicaSetting(ctx.r.db, 'signed_out_email', creds.email ?? '');
      ctx.events.emit('data:changed', { tables: ['settings'] });
      return settingsView(ctx);
    },
  };
}
