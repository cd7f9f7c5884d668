import { fromUnits, toUnits } from '../../../../shared/decimal';
import { DEFAULT_LIMIT } from '../../../../shared/psa/endpoints';
import { PsaError } from '../../../../shared/psa/errors';
import { MONEY_SCALE } from '../../../../shared/psa/scalars';
import type { z } from 'zod';
import type { ProjectCreateT, ProjectRead } from '../../../../shared/psa/resources';
import type { Db } from '../../db/connection';
import { getAccount } from '../../db/repositories/accounts';
import { getCompany } from '../../db/repositories/companies';
import { getContact } from '../../db/repositories/contacts';
import {
  copyTemplateLinesToProject,
  findStage,
  getBaseCurrency,
  getBusinessUnit,
  getContractTemplate,
  getCurrencyRate,
  getMainBusinessUnit,
  getProjectType,
  hasTemplateLines,
  listStages,
} from '../../db/repositories/org';
import {
  type ProjectRow,
  getProject,
  insertProject,
  listProjects,
  nextProjectNumber,
  updateProject,
} from '../../db/repositories/projects';
import type { HandlersFor, ServiceOptions } from './handlers';
import { nextId } from './ids';
import { writeTransaction } from '../../db/transaction';

/** The API read record of a stored project (TotalProjectValue is the deal amount). */
export function projectRead(row: ProjectRow) {
  return {
    Name: row.name,
    StartDate: row.start_date,
    Stage: row.stage,
    ProjectNumber: row.project_number,
    ProjectTypeID: row.project_type_id,
    ProjectManager: row.project_manager_name,
    TotalProjectValue: row.deal_amount === null ? null : fromUnits(row.deal_amount, MONEY_SCALE),
    CurrencyCode: row.currency_code,
    ProjectID: row.id,
    CompanyID: row.company_id,
    ExternalDealID: row.external_deal_id,
    ProjectManagerID: row.project_manager_id,
    BusinessUnitID: row.business_unit_id,
    ContactID: row.contact_id,
    ContractTemplateID: row.contract_template_id,
    CompanyName: row.company_name,
  } satisfies z.input<typeof ProjectRead>;
}

const unknown = (message: string) => new PsaError('UNKNOWN_REFERENCE', message);

/** The organization's stage matching `stage`, in its canonical spelling; 422 when there is none. */
function requireStage(db: Db, stage: string): string {
  const found = findStage(db, stage);
  if (found === undefined) {
    throw unknown(`Stage '${stage}' is not one of the organization's stages: ${listStages(db).join(', ')}`);
  }
  return found;
}

/** Checks the template exists and is in the project's currency; 422 otherwise. */
function requireTemplate(db: Db, templateId: bigint, currency: string): void {
  const template = getContractTemplate(db, templateId);
  if (!template)
    throw unknown(`ContractTemplateID ${templateId} does not refer to an existing contract template`);
  if (template.currency_code !== currency) {
    throw unknown(
      `contract template ${templateId} is in ${template.currency_code}, the project is in ${currency}; they must be the same`,
    );
  }
}

/** Copies the template's lines to the project unless they were imported before (a retried PATCH adds nothing). */
function importTemplate(db: Db, projectId: bigint, templateId: bigint): void {
  if (!hasTemplateLines(db, projectId, templateId))
    copyTemplateLinesToProject(db, templateId, projectId, () => nextId(db, 'contract_lines'));
}

/** The project currency: the base currency when not given; any other must be a known currency. */
function projectCurrency(db: Db, given: string | null | undefined): string {
  const base = getBaseCurrency(db);
  const code = given ?? base;
  if (code !== base && getCurrencyRate(db, code) === undefined) {
    throw unknown(`CurrencyCode ${code} is not a currency of the organization`);
  }
  return code;
}

/** Resolves and checks every reference of a project create; throws 422 for the first unknown one. */
function checkedCreate(db: Db, body: ProjectCreateT) {
  const stage = requireStage(db, body.Stage);
  const company = getCompany(db, body.CompanyID);
  if (!company) throw unknown(`CompanyID ${body.CompanyID} does not refer to an existing company`);
  if (body.ContactID != null && !getContact(db, body.ContactID)) {
    throw unknown(`ContactID ${body.ContactID} does not refer to an existing contact`);
  }
  if (body.ProjectTypeID != null && !getProjectType(db, body.ProjectTypeID)) {
    throw unknown(`ProjectTypeID ${body.ProjectTypeID} does not refer to an existing project type`);
  }
  if (body.BusinessUnitID != null && !getBusinessUnit(db, body.BusinessUnitID)) {
    throw unknown(`BusinessUnitID ${body.BusinessUnitID} does not refer to an existing business unit`);
  }
  const manager = body.ProjectManagerID == null ? undefined : getAccount(db, body.ProjectManagerID);
  if (body.ProjectManagerID != null && manager?.is_project_manager !== 1) {
    throw unknown(
      `ProjectManagerID ${body.ProjectManagerID} does not refer to an account eligible as project manager`,
    );
  }
  const currency = projectCurrency(db, body.CurrencyCode);
  if (body.ContractTemplateID != null) requireTemplate(db, body.ContractTemplateID, currency);
  return { stage, company, manager, currency };
}

/** GET /projects, POST /project, PATCH /project (stage and contract template). */
export function projectHandlers(
  db: Db,
  _options: ServiceOptions = {},
): HandlersFor<'listProjects' | 'createProject' | 'updateProject'> {
  return {
    listProjects: ({ query }) =>
      listProjects(db, { limit: query.limit ?? DEFAULT_LIMIT, name: query.Name, stage: query.Stage }).map(
        projectRead,
      ),

    createProject: ({ body }) =>
      writeTransaction(db, () => {
        const { stage, company, manager, currency } = checkedCreate(db, body);
        const projectNumber = nextProjectNumber(db);
        const id = insertProject(db, {
          id: nextId(db, 'projects'),
          name: body.Name,
          stage,
          project_number: projectNumber,
          company_id: company.id,
          contact_id: body.ContactID ?? null,
          start_date: body.StartDate ?? null,
          deal_amount: body.DealAmount == null ? null : toUnits(body.DealAmount, MONEY_SCALE),
          project_type_id: body.ProjectTypeID ?? null,
          currency_code: currency,
          business_unit_id: body.BusinessUnitID ?? getMainBusinessUnit(db)?.id ?? null,
          project_manager_id: manager?.id ?? null,
          contract_template_id: body.ContractTemplateID ?? null,
          external_deal_id: null,
          project_manager_name: manager?.name ?? null,
          company_name: company.name,
        });
        if (body.ContractTemplateID != null) importTemplate(db, id, body.ContractTemplateID);
        return { ProjectID: String(id), ProjectNumber: projectNumber };
      }),

    updateProject: ({ body }) =>
      writeTransaction(db, () => {
        const project = getProject(db, body.ProjectID);
        if (!project) throw new PsaError('NOT_FOUND', `project ${body.ProjectID} does not exist`);
        const stage = body.Stage === undefined ? undefined : requireStage(db, body.Stage);
        if (body.ContractTemplateID !== undefined) {
          requireTemplate(db, body.ContractTemplateID, project.currency_code);
        }
        updateProject(db, project.id, { stage, contract_template_id: body.ContractTemplateID });
        if (body.ContractTemplateID !== undefined) importTemplate(db, project.id, body.ContractTemplateID);
        const updated = getProject(db, project.id);
        if (!updated) throw new PsaError('INTERNAL', 'the updated project could not be read back');
        return projectRead(updated);
      }),
  };
}
