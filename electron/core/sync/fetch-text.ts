/** An answer read whole: status, headers and body text. */
export interface TextAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** A request that got no answer: `timedOut` when our deadline aborted it, else the network failed. */
export class FetchFailure extends Error {
  constructor(
    readonly timedOut: boolean,
    readonly failure: unknown,
  ) {
    super(timedOut ? 'timed out' : String(failure));
    this.name = 'FetchFailure';
  }
}

/**
 * Fetches and reads the whole body within `timeoutMs`: the deadline covers the body too, since a
 * stalled body is as bad as a stalled head. Throws FetchFailure when no whole answer arrived.
 */
export async function fetchText(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<TextAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const res = await fetchImpl(url, { ...init, signal: controller.signal });
    return { status: res.status, headers: res.headers, text: await res.text() };
  } catch (err) {
    throw new FetchFailure(timedOut, err);
  } finally {
    clearTimeout(timer);
  }
}
