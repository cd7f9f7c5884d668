import {
  CompanyCreate,
  CompanyUpdate,
  ContactCreate,
  ContactUpdate,
  ProjectCreate,
  ProjectUpdate,
} from '../../../shared/psa/resources';
import { InvoiceExternalQuery, InvoiceIdQuery } from '../../../shared/psa/endpoints';
import { PsaError } from '../../../shared/psa/errors';
import { MONEY_SCALE } from '../../../shared/psa/scalars';
import { toUnits } from '../../../shared/decimal';
import { companyPatch, newCompany } from '../records/companies';
import { contactPatch, newContact } from '../records/contacts';
import { getCompany, insertCompany, updateCompany } from '../db/repositories/companies';
import { getContact, insertContact, updateContact } from '../db/repositories/contacts';
import { getProject, insertProject, updateProject } from '../db/repositories/projects';
import { getInvoice, setInvoiceExternalIdRow, setInvoiceStatus } from '../db/repositories/invoices';
import type { ReplicaTable } from '../db/repositories/replica';
import { getReplicaSetting } from '../db/repositories/sync-meta';
import { emitChange, type Replica } from './context';
import { createLocal, parseBody } from './changes-entries';
import { queueChange, queueUpdate } from './coalesce';
import { writeTransaction } from '../db/transaction';

function unknown(field: string, what: string, id: bigint): PsaError {
  return new PsaError('UNKNOWN_REFERENCE', `${field}: ${what} ${id} is not known here`, [
    { path: field, message: `unknown ${what}` },
  ]);
}

function notFound(what: string, id: bigint): PsaError {
  return new PsaError('NOT_FOUND', `${what} ${id} is not known here`);
}

function commit<T>(r: Replica, tables: ReplicaTable[], fn: () => T): T {
  const out = writeTransaction(r.db, fn);
  emitChange(r, tables);
  return out;
}

/** Creates a company locally (provisional id) and queues its create. */
export function addCompany(r: Replica, input: unknown): { id: bigint } {
  const body = parseBody(CompanyCreate, input);
  return createLocal(r, 'createCompany', body, (id) => {
    insertCompany(r.db, { ...newCompany(body), id });
  });
}

/** Changes a company locally (only the fields present) and queues the update. */
export function editCompany(r: Replica, input: unknown): void {
  const body = parseBody(CompanyUpdate, input);
  commit(r, ['companies'], () => {
    if (!getCompany(r.db, body.CompanyID)) throw notFound('company', body.CompanyID);
    updateCompany(r.db, body.CompanyID, companyPatch(body));
    queueUpdate(r, 'updateCompany', body.CompanyID, { body });
  });
}

/** Creates a contact locally and queues its create; its company must be known here. */
export function addContact(r: Replica, input: unknown): { id: bigint } {
  const body = parseBody(ContactCreate, input);
  return createLocal(r, 'createContact', body, (id) => {
    if (!getCompany(r.db, body.CompanyID)) throw unknown('CompanyID', 'company', body.CompanyID);
    insertContact(r.db, { ...newContact(body), id });
  });
}

/** Changes a contact locally and queues the update. */
export function editContact(r: Replica, input: unknown): void {
  const body = parseBody(ContactUpdate, input);
  commit(r, ['contacts'], () => {
    if (!getContact(r.db, body.ContactID)) throw notFound('contact', body.ContactID);
    if (body.CompanyID !== undefined && !getCompany(r.db, body.CompanyID))
      throw unknown('CompanyID', 'company', body.CompanyID);
    updateContact(r.db, body.ContactID, contactPatch(body));
    queueUpdate(r, 'updateContact', body.ContactID, { body });
  });
}

/** Creates a project locally and queues its create; its company (and contact) must be known here. */
export function addProject(r: Replica, input: unknown): { id: bigint } {
  const body = parseBody(ProjectCreate, input);
  return createLocal(r, 'createProject', body, (id) => {
    const company = getCompany(r.db, body.CompanyID);
    if (!company) throw unknown('CompanyID', 'company', body.CompanyID);
    if (body.ContactID != null && !getContact(r.db, body.ContactID))
      throw unknown('ContactID', 'contact', body.ContactID);
    insertProject(r.db, {
      id,
      name: body.Name,
      stage: body.Stage,
      project_number: null,
      company_id: body.CompanyID,
      contact_id: body.ContactID ?? null,
      start_date: body.StartDate ?? null,
      deal_amount: body.DealAmount == null ? null : toUnits(body.DealAmount, MONEY_SCALE),
      project_type_id: body.ProjectTypeID ?? null,
      currency_code: body.CurrencyCode ?? getReplicaSetting(r.db, 'base_currency') ?? 'EUR',
      business_unit_id: body.BusinessUnitID ?? null,
      project_manager_id: body.ProjectManagerID ?? null,
      contract_template_id: body.ContractTemplateID ?? null,
      external_deal_id: null,
      project_manager_name: null,
      company_name: company.name,
    });
  });
}

/** Changes a project's stage or contract template locally and queues the update. */
export function editProject(r: Replica, input: unknown): void {
  const body = parseBody(ProjectUpdate, input);
  commit(r, ['projects'], () => {
    if (!getProject(r.db, body.ProjectID)) throw notFound('project', body.ProjectID);
    updateProject(r.db, body.ProjectID, { stage: body.Stage, contract_template_id: body.ContractTemplateID });
    queueUpdate(r, 'updateProject', body.ProjectID, { body });
  });
}

/** Marks an Approved or Sent invoice paid locally and queues it; other statuses are refused. */
export function payInvoice(r: Replica, input: unknown): void {
  const query = parseBody(InvoiceIdQuery, input);
  commit(r, ['invoices'], () => {
    const inv = getInvoice(r.db, query.invoiceid);
    if (!inv) throw notFound('invoice', query.invoiceid);
    if (inv.status !== 'Approved' && inv.status !== 'Sent') {
      throw new PsaError(
        'INVALID_STATE',
        `invoice ${inv.number ?? inv.id} is ${inv.status}; only Approved or Sent invoices can be marked paid`,
      );
    }
    setInvoiceStatus(r.db, inv.id, 'Paid');
    queueChange(r, 'markInvoicePaid', inv.id, { query });
  });
}

/** Stores an external invoice id locally and queues it. */
export function setInvoiceExternalId(r: Replica, input: unknown): void {
  const query = parseBody(InvoiceExternalQuery, input);
  commit(r, ['invoices'], () => {
    if (!getInvoice(r.db, query.invoiceid)) throw notFound('invoice', query.invoiceid);
    setInvoiceExternalIdRow(r.db, query.invoiceid, query.externalid);
    queueUpdate(r, 'setInvoiceExternalId', query.invoiceid, { query });
  });
}
