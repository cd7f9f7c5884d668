import type { Language } from '../../../../shared/i18n/languages';
import type { EndpointName, EndpointRequest, EndpointResult } from '../../../../shared/psa/endpoints';

/** Who is calling: the authenticated account (the server checked Admin and API access). */
export interface CallContext {
  readonly accountId: bigint;
  /** The language of documents in the answer (the invoice PDF), from Accept-Language; English when absent. */
  readonly language?: Language;
}

/** Options shared by the domain services. */
export interface ServiceOptions {
  /** Current time in epoch milliseconds; injectable for deterministic tests and seeds. */
  readonly now?: () => number;
}

/** Implements endpoint K: synchronous (better-sqlite3), throws PsaError for rule violations. */
export type Handler<K extends EndpointName> = (
  req: EndpointRequest<K>,
  ctx: CallContext,
) => EndpointResult<K>;

/** One handler per endpoint of the table: the whole API as plain functions. */
export type ApiHandlers = { [K in EndpointName]: Handler<K> };

/** A subset of the handler table, as each domain module provides it. */
export type HandlersFor<K extends EndpointName> = { [P in K]: Handler<P> };
