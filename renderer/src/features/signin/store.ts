import { create } from 'zustand';
import type { SignInRequestT, SignInStatusViewT } from '../../../../shared/app/channels/signin';
import { AppCallError, errorMessage, invoke, on } from '../../contract/client';
import { i18n } from '../../i18n';
import { useNavigation } from '../../models/navigation';
import { hideNotification, notify } from '../../models/notify';

/** The id of the "Signed in as … Syncing" notification, which a sign-out takes away. */
const SIGNED_IN_NOTICE = 'signin-signed-in';
import { useSettings } from '../settings/store';
import { syncNowAndReport } from '../sync/sync-now';

/*
 * The OAuth sign-in as the renderer sees it: start it (the core answers the authorization URL;
 * where the core cannot open the browser, the page opens it in a new tab), wait for the core's
 * `signin:finished`, then sync, or ask which account is the user's.
 */

/** A tab opened on the click (before any await, so no popup blocker stops it) and pointed later. */
export interface PendingTab {
  location: { href: string };
  close(): void;
}

/** A blank tab opened by the click itself, so that no popup blocker stops it; pointed at the sign-in later. */
export function openBlankTab(): PendingTab | null {
  const tab = window.open('about:blank', '_blank');
  // The sign-in page must not reach back into the app through window.opener.
  if (tab) tab.opener = null;
  return tab;
}

interface SignInState {
  status: SignInStatusViewT | null;
  starting: boolean;
  /** Why the sign-in could not start (the core's exact words). */
  error: string | null;
  /** Why the server address was refused (no API there, not answering): said at the address field. */
  addressError: string | null;
  /** Changes still wait for the current remote: the core's message and the request, until confirmed. */
  confirm: { message: string; request: SignInRequestT } | null;
  /** Starts a sign-in; `tab` is a blank tab opened by the click, used when the core opens no browser. */
  start: (request: SignInRequestT, tab?: PendingTab | null) => Promise<void>;
  cancel: () => Promise<void>;
  /** Forgets the tokens (entries stay queued). */
  signOut: () => Promise<void>;
  /** Books entries for this account (after a sign-in that could not tell); returns the problem or null. */
  chooseAccount: (accountId: string) => Promise<string | null>;
  refresh: () => Promise<void>;
  dismiss: () => void;
}

/** The sign-in's state and actions. */
export const useSignIn = create<SignInState>()((set, get) => ({
  status: null,
  starting: false,
  error: null,
  addressError: null,
  confirm: null,
  start: async (request, tab) => {
    if (get().starting) return;
    set({ starting: true, error: null, addressError: null, confirm: null });
    try {
      const started = await invoke('signin:start', request);
      set({
        starting: false,
        status: {
          state: 'waiting',
          problem: null,
          message: i18n.t('signin:progress.waitingMessage'),
          authorizationUrl: started.authorizationUrl,
          accountId: null,
          accountName: null,
          chooseFrom: null,
        },
      });
      if (started.openedBrowser) tab?.close();
      else if (tab) tab.location.href = started.authorizationUrl;
      else window.open(started.authorizationUrl, '_blank', 'noopener,noreferrer');
    } catch (err) {
      tab?.close();
      const atAddress =
        err instanceof AppCallError ? err.details?.find((d) => d.path === 'baseUrl') : undefined;
      if (err instanceof AppCallError && err.code === 'PENDING_CHANGES')
        set({ starting: false, confirm: { message: err.message, request } });
      else if (atAddress) set({ starting: false, addressError: atAddress.message });
      else set({ starting: false, error: errorMessage(err) });
    }
  },
  cancel: async () => {
    set({ status: await invoke('signin:cancel', {}) });
  },
  signOut: async () => {
    try {
      useSettings.getState().apply(await invoke('signin:signOut', {}));
      set({ status: null, error: null, addressError: null });
      useSettings.getState().clearTest();
      hideNotification(SIGNED_IN_NOTICE);
      notify({ color: 'teal', message: i18n.t('signin:notify.signedOut') });
    } catch (err) {
      set({ error: errorMessage(err) });
    }
  },
  chooseAccount: async (accountId) => {
    const problem = await useSettings.getState().save({ accountId });
    if (problem) return problem.fields.accountId ?? problem.message;
    set((s) => ({ status: s.status ? { ...s.status, accountId, chooseFrom: null } : s.status }));
    notify({ color: 'teal', message: i18n.t('signin:notify.bookedFor', { id: accountId }) });
    void syncNowAndReport();
    return null;
  },
  refresh: async () => {
    try {
      set({ status: await invoke('signin:status', {}) });
    } catch {
      // The form works without it; the finished event still arrives.
    }
  },
  dismiss: () => set({ error: null, addressError: null, confirm: null }),
}));

on('signin:finished', (status) => {
  useSignIn.setState({ status });
  if (status.state !== 'signed-in') return;
  // A connection test's answer from before (e.g. "Sign in first") no longer holds.
  useSettings.getState().clearTest();
  void useSettings.getState().load();
  if (status.accountId === null) {
    notify({ color: 'orange', message: i18n.t('signin:notify.chooseAccount') });
    useNavigation.getState().go('settings');
    return;
  }
  notify({
    id: SIGNED_IN_NOTICE,
    color: 'teal',
    message: i18n.t('signin:notify.syncing', { message: status.message }),
  });
  void syncNowAndReport();
});
