import type { z } from 'zod';
import type {
  CompanyCreate,
  ContactCreate,
  ExpenseCreate,
  ProjectCreate,
  TimesheetCreate,
} from '../../../shared/psa/resources';
import { MONEY_SCALE, HOURS_SCALE } from '../../../shared/psa/scalars';
import { isEmptyText } from '../../../shared/psa/read-fields';
import { MAX_LIMIT, type EndpointRequest } from '../../../shared/psa/endpoints';
import type { CreateEndpoint } from '../replica/resources';
import { toUnitsRounded, type DecimalInput } from '../../../shared/decimal';
import type { Db } from '../db/connection';
import { isClaimed } from '../db/repositories/outbox';
import { timesheetId } from '../replica/map';
import type { RemoteApi } from './remote';

/*
 * Finding a create on the remote whose outcome is unknown (timeout, lost response, crash). The API
 * has no idempotency keys, so the record is recognised by what was sent; a remote id this replica
 * already created or adopted is never adopted twice (two identical local entries stay two).
 */

type Body<S extends z.ZodType> = z.output<S>;

/** Text as a remote reads it back: "-" and blank are empty (decision 26), like null. */
const norm = (v: unknown) => (v == null || (typeof v === 'string' && isEmptyText(v)) ? '' : v);
const same = (a: unknown, b: unknown) => norm(a) === norm(b);
const sameMoney = (a: DecimalInput | null | undefined, b: DecimalInput | null | undefined) =>
  (a == null ? null : toUnitsRounded(a, MONEY_SCALE)) === (b == null ? null : toUnitsRounded(b, MONEY_SCALE));
/** A field the remote did not return cannot contradict; one it returned must match. */
const fits = (remote: unknown, sent: unknown) =>
  remote === undefined || remote === null || same(remote, sent);

/** The lowest of the ids this replica has not created or adopted yet (exact: bigint). */
function firstUnclaimed(db: Db, entity: string, ids: (bigint | null | undefined)[]): bigint | null {
  const free = ids
    .filter((id): id is bigint => id != null && !isClaimed(db, entity, id))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return free[0] ?? null;
}

async function findTimesheet(db: Db, remote: RemoteApi, b: Body<typeof TimesheetCreate>) {
  const list = await remote.listTimesheets({
    accountid: b.AccountID,
    projectid: b.ProjectID,
    datefrom: b.DateTimeFrom,
    dateto: b.DateTimeFrom,
  });
  const hours = toUnitsRounded(b.NumberOfHours, HOURS_SCALE);
  const matches = list.filter(
    (t) =>
      t.DateTimeFrom === b.DateTimeFrom &&
      t.DateTimeTo === b.DateTimeTo &&
      t.AccountID === b.AccountID &&
      t.ProjectID === b.ProjectID &&
      toUnitsRounded(t.NumberOfHours, HOURS_SCALE) === hours &&
      same(t.Description, b.Description) &&
      fits(t.ContractLineID, b.ContractLineID) &&
      fits(t.RoleID, b.RoleID),
  );
  return firstUnclaimed(db, 'timesheets', matches.map(timesheetId));
}

async function findExpense(db: Db, remote: RemoteApi, b: Body<typeof ExpenseCreate>) {
  const list = await remote.listExpenses({
    accountid: b.AccountID,
    projectid: b.ProjectID,
    datefrom: b.ExpenseDate,
    dateto: b.ExpenseDate,
    // Expenses share their date (usually midnight): the default page of 50 could hide this one.
    limit: MAX_LIMIT,
  });
  const matches = list.filter(
    (e) =>
      e.AccountID === b.AccountID &&
      e.ProjectID === b.ProjectID &&
      fits(e.ExpenseDate, b.ExpenseDate) &&
      sameMoney(e.AmountExVAT, b.AmountExVAT) &&
      sameMoney(e.TotalAmount, b.TotalAmount) &&
      (e.VATAmount == null || b.VATAmount == null || sameMoney(e.VATAmount, b.VATAmount)) &&
      same(e.Description, b.Description) &&
      fits(e.ContractLineID, b.ContractLineID),
  );
  return firstUnclaimed(
    db,
    'expenses',
    matches.map((e) => e.ExpenseID),
  );
}

async function findCompany(db: Db, remote: RemoteApi, b: Body<typeof CompanyCreate>) {
  const list = await remote.listCompanies({ name: b.Name, limit: 500 });
  const matches = list.filter(
    (c) =>
      same(c.CompanyName, b.Name) &&
      fits(c.Address, b.Street) &&
      fits(c.PostalCode, b.PostalCode) &&
      fits(c.City, b.City) &&
      fits(c.Country, b.Country) &&
      fits(c.PhoneNumber, b.PhoneNumber) &&
      fits(c.CountryCode, b.CountryCode) &&
      fits(c.ExternalID, b.ExternalID) &&
      fits(c.TaxNumber, b.TaxNumber) &&
      fits(c.CompanyRegistrationNumber, b.CompanyRegistrationNumber),
  );
  return firstUnclaimed(
    db,
    'companies',
    matches.map((c) => c.CompanyID),
  );
}

async function findContact(db: Db, remote: RemoteApi, b: Body<typeof ContactCreate>) {
  const list = await remote.listContacts({ email: b.Email, companyid: b.CompanyID, limit: 500 });
  const matches = list.filter(
    (c) =>
      (c.Email ?? '').toLowerCase() === b.Email.toLowerCase() &&
      fits(c.CompanyID, b.CompanyID) &&
      same(c.LastName, b.LastName) &&
      fits(c.FirstName, b.FirstName) &&
      fits(c.JobTitle, b.JobTitle) &&
      fits(c.Phonenumber, b.Phonenumber),
  );
  return firstUnclaimed(
    db,
    'contacts',
    matches.map((c) => c.ContactID),
  );
}

async function findProject(db: Db, remote: RemoteApi, b: Body<typeof ProjectCreate>) {
  const list = await remote.listProjects({ Name: b.Name, limit: 500 });
  const matches = list.filter(
    (p) =>
      same(p.Name, b.Name) &&
      fits(p.CompanyID, b.CompanyID) &&
      (p.Stage == null || p.Stage.toLowerCase() === b.Stage.toLowerCase()) &&
      fits(p.CurrencyCode, b.CurrencyCode ?? p.CurrencyCode),
  );
  return firstUnclaimed(
    db,
    'projects',
    matches.map((p) => p.ProjectID),
  );
}

/** How a create is recognised on the remote, per queued create (a missing one is a compile error). */
const FINDERS: {
  readonly [E in CreateEndpoint]: (
    db: Db,
    remote: RemoteApi,
    body: EndpointRequest<E>['body'],
  ) => Promise<bigint | null>;
} = {
  createTimesheet: findTimesheet,
  createExpense: findExpense,
  createCompany: findCompany,
  createContact: findContact,
  createProject: findProject,
};

/**
 * The remote id of a record this create may already have made, or null when there is none and
 * the create must be sent. Throws RemoteError when the remote cannot be asked.
 */
export async function findExisting(
  db: Db,
  remote: RemoteApi,
  endpoint: CreateEndpoint,
  body: unknown,
): Promise<bigint | null> {
  const find = FINDERS[endpoint] as (db: Db, remote: RemoteApi, body: unknown) => Promise<bigint | null>;
  return find(db, remote, body);
}
