import type { ProjectManagerViewT } from '../../../../shared/app/views';
import { createHttpRemote } from '../../sync/remote';
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
