import type { EndpointName } from './endpoints';

/*
 * OAuth scopes of the reference server, shared so that the app can ask for them and the OpenAPI
 * document can list them. Scopes are resource names (decision 24: `scope` is resource names separated by spaces, e.g.
 * `projects timesheets`). Each operation needs the scope of its resource, named after the first
 * segment of its path in the plural: /company and /companies need `companies`,
 * /accounts/projectmanagers needs `accounts`. A scope covers reading and writing its resource.
 */

/** Every scope the reference server knows, in a stable order. */
export const OAUTH_SCOPES = [
  'companies',
  'contacts',
  'projects',
  'accounts',
  'plans',
  'timesheets',
  'expenses',
  'invoices',
] as const;

/** A scope name. */
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/** The scope each operation needs; a new endpoint without one does not compile. */
export const ENDPOINT_SCOPES = {
  listCompanies: 'companies',
  createCompany: 'companies',
  updateCompany: 'companies',
  listContacts: 'contacts',
  createContact: 'contacts',
  updateContact: 'contacts',
  listExpenses: 'expenses',
  createExpense: 'expenses',
  listInvoices: 'invoices',
  markInvoicePaid: 'invoices',
  setInvoiceExternalId: 'invoices',
  listProjects: 'projects',
  createProject: 'projects',
  updateProject: 'projects',
  listProjectManagers: 'accounts',
  listPlans: 'plans',
  listTimesheets: 'timesheets',
  createTimesheet: 'timesheets',
} as const satisfies Record<EndpointName, OAuthScope>;

const KNOWN: ReadonlySet<string> = new Set(OAUTH_SCOPES);

/** Whether a name is a known scope. */
export function isOAuthScope(name: string): name is OAuthScope {
  return KNOWN.has(name);
}

/**
 * Parses a space-separated scope list into known scopes in the stable order, duplicates dropped;
 * the unknown names come back apart so the caller can name them.
 */
export function parseScopes(text: string): { scopes: OAuthScope[]; unknown: string[] } {
  const names = new Set(text.split(' ').filter((s) => s !== ''));
  const unknown = [...names].filter((n) => !isOAuthScope(n));
  return { scopes: OAUTH_SCOPES.filter((s) => names.has(s)), unknown };
}

/** The scope list as stored and answered: names in the stable order, separated by single spaces. */
export function formatScopes(scopes: readonly string[]): string {
  return OAUTH_SCOPES.filter((s) => scopes.includes(s)).join(' ');
}
