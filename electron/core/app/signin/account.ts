import type { AccountChoiceViewT } from '../../../../shared/app/channels/settings';
import type { ProjectManagerViewT, SignedInAccountViewT } from '../../../../shared/app/views';
import type { Db } from '../../db/connection';
import {
  getAccount,
  listAccountsSeenOnTimesheets,
  listProjectManagers,
} from '../../db/repositories/accounts';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { createHttpRemote, type RemoteApi } from '../../sync/remote';
import { RemoteError } from '../../sync/remote-errors';

/*
 * Which account signed in. Decision 24's token answer does not say, so unless the remote names it
 * there, the app looks the user's email up among the project managers (GET
 * /accounts/projectmanagers?email=...), and failing that offers the list to choose from, once.
 */

/** The account found, or the accounts to choose from. */
export type AccountLookup =
  | { found: true; id: bigint; name: string | null; email: string | null }
  | { found: false; chooseFrom: ProjectManagerViewT[] };

/** Looks the signed-in account up with a fresh access token; throws RemoteError (e.g. 403: no API access). */
export async function findAccount(
  baseUrl: string,
  accessToken: string,
  email: string | undefined,
  opts: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<AccountLookup> {
  const remote = createHttpRemote({ baseUrl, token: accessToken, ...opts });
  const view = (m: {
    ObjectID: bigint;
    Name?: string | null;
    Email?: string | null;
  }): ProjectManagerViewT => ({
    id: String(m.ObjectID),
    name: m.Name ?? '',
    email: m.Email ?? '',
  });
  if (email !== undefined) {
    const wanted = email.trim().toLowerCase();
    const matches = (await remote.listProjectManagers({ email: email.trim() })).filter(
      (m) => (m.Email ?? '').trim().toLowerCase() === wanted,
    );
    const [only] = matches;
    if (only && matches.length === 1)
      return { found: true, id: only.ObjectID, name: only.Name ?? null, email: only.Email ?? null };
  }
  const all = await remote.listProjectManagers({ limit: 500 });
  return { found: false, chooseFrom: all.map(view) };
}

/** The name of an account the token answer named, when the project managers list knows it (best effort). */
export async function accountName(
  baseUrl: string,
  accessToken: string,
  id: bigint,
  opts: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<string | null> {
  try {
    const remote = createHttpRemote({ baseUrl, token: accessToken, ...opts });
    const all = await remote.listProjectManagers({ limit: 500 });
    return all.find((m) => m.ObjectID === id)?.Name ?? null;
  } catch (e) {
    if (e instanceof RemoteError) return null;
    throw e;
  }
}

/** By name as a person reads a list (case and accents aside), then by id. */
function byName(a: AccountChoiceViewT, b: AccountChoiceViewT): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id);
}

/** The accounts a remote knows by name: its project managers (an account without a name shows its email). */
export async function remoteAccountChoices(remote: RemoteApi): Promise<AccountChoiceViewT[]> {
  const all = await remote.listProjectManagers({ limit: 500 });
  return all
    .map((m): AccountChoiceViewT => {
      const email = m.Email?.trim() || null;
      return { id: String(m.ObjectID), name: m.Name?.trim() || email || '', email, source: 'manager' };
    })
    .filter((c) => c.name !== '')
    .sort(byName);
}

/** The accounts the local store knows: the project managers pulled, then accounts seen on pulled timesheets. */
export function localAccountChoices(db: Db): AccountChoiceViewT[] {
  const managers = listProjectManagers(db, { limit: 500 }).map((a): AccountChoiceViewT => ({
    id: String(a.id),
    name: a.name,
    email: a.email || null,
    source: 'manager',
  }));
  const known = new Set(managers.map((m) => m.id));
  const seen = listAccountsSeenOnTimesheets(db)
    .filter((a) => !known.has(String(a.account_id)))
    .map((a): AccountChoiceViewT => ({
      id: String(a.account_id),
      name: a.account_name,
      email: null,
      source: 'timesheets',
    }));
  return [...managers, ...seen].sort(byName);
}

/**
 * The signed-in account with its name and email: the sign-in's own words, else what the store
 * knows (an account pulled, or the name on its timesheets). Null without an account.
 */
export function signedInAccountView(
  db: Db,
  signIn: { accountName: string | null; email: string | null } | null,
): SignedInAccountViewT | null {
  const id = signedInAccount(db);
  if (id === undefined) return null;
  const stored = getAccount(db, id);
  const seen = stored ? undefined : listAccountsSeenOnTimesheets(db, id)[0];
  return {
    id: String(id),
    name: signIn?.accountName ?? stored?.name ?? seen?.account_name ?? null,
    email: signIn?.email ?? (stored?.email || null),
  };
}
