import { parseArgs } from 'node:util';
import { PsaError } from '../../../shared/psa/errors';
import { MAX_ID } from '../../../shared/psa/scalars';
import { openDatabase, type Db } from '../db/connection';
import { listExpenseViews } from '../db/repositories/expenses';
import { listTimesheetViews } from '../db/repositories/timesheets';
import { createApiKey } from './domain/auth';
import { clientProblem, registerClient } from './domain/oauth-clients';
import { OAUTH_SCOPES } from '../../../shared/psa/oauth-scopes';
import {
  approveExpenses,
  approveInvoice,
  approveTimesheets,
  generateInvoice,
  sendInvoice,
  voidInvoice,
} from './domain/invoice-ops';
import { seedDemo } from './seed/demo';
import { isDemoAnchor } from './seed/demo-calendar';
import { demoAnchorOf } from './seed/demo-entries';
import {
  ORGANIZATION_FIELDS,
  getOrganizationProfile,
  isOrganizationField,
  setOrganizationProfile,
  type OrganizationProfile,
} from './domain/organization';
import { startServer } from './http/start';
import { writeTransaction } from '../db/transaction';

/*
 * The reference PSA server's command line: `npm run server -- [options]` serves the API; the
 * sub-commands run the service's own operations (decision 20) on a database file.
 */

const USAGE = `usage:
  npm run server -- [--port 4010] [--db ./psa.sqlite] [--host 127.0.0.1] [--seed demo [--anchor YYYY-MM-DD]] [--single-object-quirk] [--psohub-shapes] [--rate-limit N] [--failed-auth-limit N] [--token-ttl SECONDS] [--no-cache]
  npm run server -- invoice generate --db F --project N
  npm run server -- invoice approve|send|void --db F --invoice N
  npm run server -- timesheets approve --db F --project N
  npm run server -- apikey create --db F --account N [--label S]
  npm run server -- oauth client add --db F --name N --scopes "projects timesheets ..." [--redirect-uri URI ...]
  npm run server -- seed --db F [--anchor YYYY-MM-DD]
    (--anchor: the last working day of the demo's work; default the last one before today)
  npm run server -- org show --db F
  npm run server -- org set --db F vatId=NL859123456B01 iban="NL91 ABNA 0417 1643 00" ...
    (the seller on invoices: ${ORGANIZATION_FIELDS.join(', ')})`;

/** A mistake in the arguments: one line on stderr, exit status 2. */
class UsageError extends Error {}

const OPTIONS = {
  port: { type: 'string' },
  db: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  anchor: { type: 'string' },
  'single-object-quirk': { type: 'boolean' },
  'psohub-shapes': { type: 'boolean' },
  'rate-limit': { type: 'string' },
  'failed-auth-limit': { type: 'string' },
  'token-ttl': { type: 'string' },
  'no-cache': { type: 'boolean' },
  project: { type: 'string' },
  invoice: { type: 'string' },
  account: { type: 'string' },
  label: { type: 'string' },
  name: { type: 'string' },
  scopes: { type: 'string' },
  'redirect-uri': { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = {
  [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K] extends { multiple: true }
    ? string[]
    : (typeof OPTIONS)[K]['type'] extends 'boolean'
      ? boolean
      : string;
};

function parse(argv: string[]): { positionals: string[]; values: Values } {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    return { positionals, values };
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message.split('\n')[0] : String(err));
  }
}

function onlyOptions(values: Values, allowed: (keyof Values)[], command: string): void {
  for (const key of Object.keys(values) as (keyof Values)[]) {
    if (values[key] !== undefined && !allowed.includes(key))
      throw new UsageError(`option --${key} does not apply to ${command}`);
  }
}

function integer(
  values: Values,
  name: 'port' | 'rate-limit' | 'failed-auth-limit' | 'token-ttl',
  min: number,
  max: number,
): number {
  const text = values[name];
  if (text === undefined) throw new UsageError(`--${name} is required`);
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not '${text}'`);
  }
  return Number(text);
}

/** An identifier option: 1 to 2^63-1, every digit kept (decision 7). */
function identifier(values: Values, name: 'project' | 'invoice' | 'account'): bigint {
  const text = values[name];
  if (text === undefined) throw new UsageError(`--${name} is required`);
  if (!/^\d+$/.test(text) || BigInt(text) < 1n || BigInt(text) > MAX_ID) {
    throw new UsageError(`--${name} must be a whole number from 1 to ${MAX_ID}, not '${text}'`);
  }
  return BigInt(text);
}

/** The demo's anchor day of --anchor (checked), or undefined for the default. */
function anchorOption(values: Values): string | undefined {
  const text = values.anchor;
  if (text !== undefined && !isDemoAnchor(text))
    throw new UsageError(`--anchor must be a day as YYYY-MM-DD, not '${text}'`);
  return text;
}

function requireDb(values: Values): string {
  if (!values.db) throw new UsageError('--db is required');
  return values.db;
}

async function serve(values: Values): Promise<void> {
  onlyOptions(
    values,
    [
      'port',
      'db',
      'host',
      'seed',
      'anchor',
      'single-object-quirk',
      'psohub-shapes',
      'rate-limit',
      'failed-auth-limit',
      'token-ttl',
      'no-cache',
    ],
    'the server',
  );
  if (values.seed !== undefined && values.seed !== 'demo')
    throw new UsageError(`--seed only knows 'demo', not '${values.seed}'`);
  if (values.anchor !== undefined && values.seed !== 'demo')
    throw new UsageError('--anchor goes with --seed demo');
  const server = await startServer({
    db: values.db ?? './psa.sqlite',
    host: values.host ?? '127.0.0.1',
    port: values.port === undefined ? 4010 : integer(values, 'port', 0, 65535),
    seed: values.seed === 'demo' ? 'demo' : undefined,
    anchor: anchorOption(values),
    singleObjectQuirk: values['single-object-quirk'] ?? false,
    // Read records as the real PSOhub writes them: "-", 0, fields left out (decision 26).
    psohubShapes: values['psohub-shapes'] ?? false,
    rateLimit: values['rate-limit'] === undefined ? undefined : integer(values, 'rate-limit', 1, 1_000_000),
    // Failed authentications per client address in 10 s (default 10); 0 turns the limit off.
    failedAuthLimit:
      values['failed-auth-limit'] === undefined
        ? undefined
        : integer(values, 'failed-auth-limit', 0, 1_000_000) || false,
    // Repeated reads of unchanged data are served from memory unless told otherwise.
    cacheReads: values['no-cache'] !== true,
    // OAuth access token lifetime (decision 24: one hour unless told otherwise; at most a year).
    tokenTtlSeconds:
      values['token-ttl'] === undefined ? undefined : integer(values, 'token-ttl', 1, 31_536_000),
  });
  console.log(`PSA API listening on ${server.url}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1); // a second signal: the user insists
    stopping = true;
    console.error(`${signal}: closing the server`);
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** Approves every not yet approved timesheet and expense of a project. */
function approveProjectEntries(db: Db, projectId: bigint): { timesheets: number; expenses: number } {
  const all = { projectId, limit: 1_000_000_000 };
  return writeTransaction(db, () => ({
    timesheets: approveTimesheets(
      db,
      listTimesheetViews(db, all).map((t) => t.id),
    ),
    expenses: approveExpenses(
      db,
      listExpenseViews(db, all).map((e) => e.id),
    ),
  }));
}

async function withDb<T>(values: Values, run: (db: Db) => Promise<T> | T): Promise<T> {
  const db = openDatabase(requireDb(values));
  try {
    return await run(db);
  } finally {
    db.close();
  }
}

/** `oauth client add`: registers a client application and prints its id and secret (decision 24). */
async function oauthCommand(words: string[], values: Values): Promise<void> {
  const name = ['oauth', ...words].join(' ');
  if (words.length !== 2 || words[0] !== 'client' || words[1] !== 'add')
    throw new UsageError(`unknown command '${name}'`);
  onlyOptions(values, ['db', 'name', 'scopes', 'redirect-uri'], name);
  if (!values.name) throw new UsageError('--name is required');
  if (values.scopes === undefined)
    throw new UsageError(`--scopes is required (some of: ${OAUTH_SCOPES.join(' ')})`);
  const client = { name: values.name, scopes: values.scopes, redirectUris: values['redirect-uri'] ?? [] };
  const problem = clientProblem(client);
  if (problem !== null) throw new UsageError(problem);
  const { id, secret } = await withDb(values, (db) => registerClient(db, client));
  // Like `apikey create`: the secret is shown once, on stdout, so scripts can capture it.
  console.log(`client id: ${id}\nclient secret: ${secret}`);
  console.error('psa-server: the client secret is shown only this once; only its hash is stored');
}

/**
 * `org show` prints the seller printed on invoices; `org set field=value ...` changes it (invoices
 * approved from then on carry it; approved ones keep their PDF).
 */
async function orgCommand(words: string[], values: Values): Promise<void> {
  const [action, ...pairs] = words;
  onlyOptions(values, ['db'], `org ${action ?? ''}`.trim());
  if (action === 'show' && pairs.length === 0) {
    const profile = await withDb(values, (db) => getOrganizationProfile(db));
    for (const field of ORGANIZATION_FIELDS) console.log(`${field}=${profile[field]}`);
    return;
  }
  if (action !== 'set' || pairs.length === 0)
    throw new UsageError(`unknown command 'org ${words.join(' ')}'`.replace(/ '$/, "'"));
  const patch: Partial<OrganizationProfile> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const field = eq < 0 ? pair : pair.slice(0, eq);
    if (eq < 0 || !isOrganizationField(field))
      throw new UsageError(`'${pair}' is not field=value with a field of: ${ORGANIZATION_FIELDS.join(', ')}`);
    patch[field] = pair.slice(eq + 1);
  }
  await withDb(values, (db) => writeTransaction(db, () => setOrganizationProfile(db, patch)));
  console.log(`organization updated: ${Object.keys(patch).join(', ')}`);
}

async function command(positionals: string[], values: Values): Promise<void> {
  if (positionals[0] === 'oauth') return oauthCommand(positionals.slice(1), values);
  if (positionals[0] === 'org') return orgCommand(positionals.slice(1), values);
  const [group, action, extra] = positionals;
  if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}'`);
  const name = [group, action].filter(Boolean).join(' ');
  if (group === 'invoice' && action === 'generate') {
    onlyOptions(values, ['db', 'project'], name);
    const project = identifier(values, 'project');
    const id = await withDb(values, (db) => generateInvoice(db, project));
    console.log(`invoice ${id} generated (Draft) for project ${project}`);
  } else if (group === 'invoice' && (action === 'approve' || action === 'send' || action === 'void')) {
    onlyOptions(values, ['db', 'invoice'], name);
    const id = identifier(values, 'invoice');
    const inv = await withDb(values, (db) =>
      action === 'approve'
        ? approveInvoice(db, id)
        : action === 'send'
          ? sendInvoice(db, id)
          : voidInvoice(db, id),
    );
    console.log(`invoice ${id} is now ${inv.status}${inv.number ? ` (number ${inv.number})` : ''}`);
  } else if (group === 'timesheets' && action === 'approve') {
    onlyOptions(values, ['db', 'project'], name);
    const project = identifier(values, 'project');
    const n = await withDb(values, (db) => approveProjectEntries(db, project));
    console.log(`approved ${n.timesheets} timesheets and ${n.expenses} expenses of project ${project}`);
  } else if (group === 'apikey' && action === 'create') {
    onlyOptions(values, ['db', 'account', 'label'], name);
    const account = identifier(values, 'account');
    // The plaintext key is shown once, alone on stdout, so scripts can capture it.
    console.log(await withDb(values, (db) => createApiKey(db, account, values.label)));
  } else if (group === 'seed' && action === undefined) {
    onlyOptions(values, ['db', 'anchor'], name);
    const anchor = anchorOption(values);
    const seeded = await withDb(values, async (db) => {
      await seedDemo(db, { anchor });
      return demoAnchorOf(db);
    });
    console.log(`demo data loaded into ${values.db} (its work ends ${seeded})`);
  } else {
    throw new UsageError(`unknown command '${name}'`);
  }
}

/** Runs the command line; resolves with the exit status (the server keeps running). */
export async function main(argv: string[]): Promise<number> {
  try {
    const { positionals, values } = parse(argv);
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (positionals.length === 0) await serve(values);
    else await command(positionals, values);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`psa-server: ${err.message} (see --help)`);
      return 2;
    }
    if (err instanceof PsaError) {
      console.error(`psa-server: ${err.message}`);
      return 1;
    }
    const code = (err as { code?: unknown }).code;
    console.error(
      `psa-server: ${code === 'EADDRINUSE' ? 'the port is already in use' : err instanceof Error ? err.message : String(err)}`,
    );
    return 1;
  }
}

const status = await main(process.argv.slice(2));
if (status !== 0) process.exit(status);
