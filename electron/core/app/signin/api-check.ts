import { coreI18n } from '../../i18n';
import { AppCoreError } from '../errors';

/*
 * Before the browser opens, the API base address is asked once without credentials: an API is
 * there when it refuses (401/403) or answers JSON. An address without /v1 answers 404 (or a web
 * page), which would otherwise only show after the whole sign-in as an unknown operation.
 */

/** How long the address may take to answer the check. */
const API_CHECK_TIMEOUT_MS = 10_000;

/** The words at the address field when no PSA API answers there, in the core's language. */
export const noApiMessage = (): string => coreI18n.t('core:signInProblem.noApi');

const atAddress = (message: string) =>
  new AppCoreError('SIGN_IN_FAILED', message, [{ path: 'baseUrl', message }]);

/** Throws SIGN_IN_FAILED (at the field `baseUrl`) when no PSA API answers at `baseUrl`. */
export async function checkApi(
  baseUrl: string,
  opts: { fetchImpl?: typeof fetch; timeoutMs?: number },
): Promise<void> {
  const doFetch = opts.fetchImpl ?? fetch;
  let res: Response;
  try {
    res = await doFetch(`${baseUrl}/accounts/projectmanagers?limit=1`, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs ?? API_CHECK_TIMEOUT_MS),
    });
  } catch {
    throw atAddress(coreI18n.t('core:signInProblem.notAnswering', { host: new URL(baseUrl).host }));
  }
  await res.body?.cancel().catch(() => undefined);
  if (res.status === 401 || res.status === 403) return;
  const json = /^application\/(?:[\w.+-]+\+)?json\b/i.test(res.headers.get('content-type') ?? '');
  if (res.status === 404 || !json) throw atAddress(noApiMessage());
}
