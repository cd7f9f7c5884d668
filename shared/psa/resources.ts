import { z } from 'zod';
import { toUnits } from '../decimal';
import {
  DateTime,
  DecimalRead,
  Hours,
  HOURS_SCALE,
  MONEY_SCALE,
  Id,
  IdString,
  MoneyNonNegative,
  NOT_BLANK_PATTERN,
  TextRead,
} from './scalars';
import { optBool, optDateTime, optDecimal, optId, optInt, optObject, optText } from './read-fields';
import { validationCode } from '../i18n/problems';

/*
 * Every resource of the PSA API (psa-api.md), as read records (what a list returns) and write
 * fields (what a create or update accepts). Read records are tolerant, for a remote that decides
 * differently: extra fields pass, non-key fields may be missing, null, "-" or 0 (read-fields.ts,
 * decision 26). Write fields are strict: an allow-list (unknown or read-only fields are dropped,
 * decision 10) with required fields.
 */

/**
 * The record's own identifier where a remote may leave it out (TimesheetID, ExpenseID): strict,
 * because a record skipped for an odd key would look like a deletion to the pull.
 */
const optKey = Id.nullish();

/** A required text field: trimmed, not empty. */
const requiredText = (max = 255) =>
  z.string().trim().min(1, validationCode('required')).max(max).meta({ pattern: NOT_BLANK_PATTERN });
/** An optional text field; null clears it on update (decision 11). */
const optionalText = (max = 255) => z.string().trim().max(max).nullish();

// ---------- Company ----------
export const CompanyRead = z.looseObject({
  CompanyName: optText,
  CompanyID: Id,
  Address: optText,
  PostalCode: optText,
  City: optText,
  Country: optText,
  PhoneNumber: optText,
  CountryCode: optText,
  // Not shown in the spec; the reference server returns them (extra fields are allowed).
  ExternalID: optText,
  CompanyRegistrationNumber: optText,
  TaxNumber: optText,
});

const companyFields = {
  Name: requiredText(),
  CompanyRegistrationNumber: optionalText(64),
  TaxNumber: optionalText(64),
  PhoneNumber: optionalText(64),
  Street: optionalText(),
  PostalCode: optionalText(32),
  City: optionalText(128),
  Country: optionalText(128),
  CountryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}$/, validationCode('country'))
    .transform((v) => v.toUpperCase())
    .nullish(),
  ExternalID: optionalText(128),
};
export const CompanyCreate = z.object(companyFields);
export const CompanyUpdate = z.object({ ...companyFields, CompanyID: Id });
export const CompanyCreated = z.looseObject({ CompanyID: IdString });

// ---------- Contact ----------
export const ContactRead = z.looseObject({
  Email: optText,
  ContactID: Id,
  CompanyID: optId,
  CompanyName: optText,
  FirstName: optText,
  LastName: optText,
  Salutation: optText,
  JobTitle: optText,
  Phonenumber: optText,
  ExternalID: optText,
});

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(validationCode('email')).max(254));
const contactOptional = {
  FirstName: optionalText(128),
  Salutation: optionalText(32),
  Phonenumber: optionalText(64),
  JobTitle: optionalText(128),
  ExternalID: optionalText(128),
};
export const ContactCreate = z.object({
  ...contactOptional,
  LastName: requiredText(128),
  Email: email,
  CompanyID: Id,
});
export const ContactUpdate = z.object({
  ...contactOptional,
  ContactID: Id,
  LastName: requiredText(128).optional(),
  Email: email.optional(),
  CompanyID: Id.optional(),
});
export const ContactCreated = z.looseObject({ ContactID: IdString });

// ---------- Project ----------
export const ProjectRead = z.looseObject({
  Name: optText,
  StartDate: optDateTime,
  Stage: optText,
  ProjectNumber: optText,
  ProjectTypeID: optId,
  ProjectManager: optText,
  TotalProjectValue: optDecimal,
  CurrencyCode: optText,
  ProjectID: Id,
  CompanyID: optId,
  ExternalDealID: optId,
  ProjectManagerID: optId,
  BusinessUnitID: optId,
  // Extra fields the reference server returns.
  ContactID: optId,
  ContractTemplateID: optId,
  CompanyName: optText,
});

const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, validationCode('currency'))
  .transform((v) => v.toUpperCase());

export const ProjectCreate = z.object({
  Name: requiredText(),
  Stage: requiredText(64),
  CompanyID: Id,
  StartDate: DateTime.nullish(),
  DealAmount: MoneyNonNegative.nullish(),
  ProjectTypeID: Id.nullish(),
  CurrencyCode: currencyCode.nullish(),
  ContactID: Id.nullish(),
  BusinessUnitID: Id.nullish(),
  ProjectManagerID: Id.nullish(),
  ContractTemplateID: Id.nullish(),
});
export const ProjectUpdate = z.object({
  ProjectID: Id,
  Stage: requiredText(64).optional(),
  ContractTemplateID: Id.optional(),
});
export const ProjectCreated = z.looseObject({ ProjectID: IdString, ProjectNumber: TextRead });

// ---------- Project manager account ----------
export const ProjectManagerRead = z.looseObject({
  Name: optText,
  Email: optText,
  ObjectID: Id,
});

// ---------- Plan ----------

export const AssigneeRead = z.looseObject({
  AccountID: Id,
  AccountName: optText,
  AccountEmail: optText,
});

/** A single object where an array was expected is read as a one-element array (decision 17). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v): unknown => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(item),
  );
}

export const TaskRead = z.looseObject({
  Title: optText,
  Description: optText,
  DueDate: optDateTime,
  StartDate: optDateTime,
  Priority: optText,
  OrderNumber: optInt,
  Status: optText,
  IsMileStone: optBool,
  TaskID: Id,
  EffortInHours: optDecimal,
  HoursBooked: optDecimal,
  AssignedTo: listOf(AssigneeRead),
});

export const TaskListRead = z.looseObject({
  TaskListName: optText,
  Tasks: listOf(TaskRead),
});

export const PlanRead = z.looseObject({
  PlanName: optText,
  CrmDealID: optId,
  PlanStage: optText,
  StartDate: optDateTime,
  EndDate: optDateTime,
  PlanID: Id,
  ProjectID: optId,
  TaskLists: listOf(TaskListRead),
});

// ---------- Timesheet ----------
export const TimesheetRead = z.looseObject({
  DateTimeFrom: DateTime,
  DateTimeTo: DateTime,
  NumberOfHours: DecimalRead,
  AccountID: Id,
  ProjectID: Id,
  ContractLineID: optId,
  RoleID: optId,
  AccountName: optText,
  ProjectName: optText,
  ContractLineName: optText,
  RoleName: optText,
  Description: optText,
  InvoiceNumber: optText,
  ExternalInvoiceNumber: optText,
  TaskID: optId,
  CreationDateTime: optDateTime,
  ApprovedDatePM: optDateTime,
  ApprovedByPM: optBool,
  ApprovedDateTL: optDateTime,
  ApprovedByTL: optBool,
  SalesRate: optDecimal,
  CostRate: optDecimal,
  // The nested members of the shown list record.
  TotalAmount: optDecimal,
  ObjectID: optText,
  changedDate: optDateTime,
  createdDate: optDateTime,
  OneEngagement: optObject({ ProjectName: optText }),
  Account: optObject({ FullName: optText, AccountGUID: optId }),
  ContractGroupLine: optObject({ DisplayName: optText }),
  ProjectRole: optObject({ Role: optText }),
  Company: optObject({ Name: optText }),
  ApprovedPM: optBool,
  ApprovedAdmin: optBool,
  OtherItems: optText,
  TimesheetRate: optDecimal,
  PublicHoliday: optBool,
  // The reference server also names the identifier plainly.
  TimesheetID: optKey,
});

/** Timesheet create fields without the cross-field rules (for forms that add the account). */
export const TimesheetFields = z.object({
  DateTimeFrom: DateTime,
  DateTimeTo: DateTime,
  NumberOfHours: Hours.refine((h) => toUnits(h, HOURS_SCALE) > 0n, validationCode('moreThanZero')).refine(
    (h) => toUnits(h, HOURS_SCALE) <= 24n * 10n ** BigInt(HOURS_SCALE),
    validationCode('atMost24'),
  ),
  AccountID: Id,
  ProjectID: Id,
  ContractLineID: Id,
  RoleID: Id,
  Description: optionalText(2000),
});

/** One hour in milliseconds. */
const HOUR_MS = 3_600_000n;

/** Timesheet create fields; the period must be positive and hold the hours booked. */
export const TimesheetCreate = TimesheetFields.superRefine((t, ctx) => {
  const span = Date.parse(t.DateTimeTo) - Date.parse(t.DateTimeFrom);
  if (span <= 0) {
    ctx.addIssue({ code: 'custom', path: ['DateTimeTo'], message: validationCode('afterFrom') });
  } else if (toUnits(t.NumberOfHours, HOURS_SCALE) * HOUR_MS > BigInt(span) * 10n ** BigInt(HOURS_SCALE)) {
    ctx.addIssue({
      code: 'custom',
      path: ['NumberOfHours'],
      message: validationCode('withinPeriod'),
    });
  }
});
export const TimesheetCreated = z.looseObject({ TimesheetID: IdString });

// ---------- Expense ----------
export const ExpenseRead = z.looseObject({
  AccountID: Id,
  ProjectID: Id,
  ContractLineID: optId,
  ProjectName: optText,
  ContractLineName: optText,
  Description: optText,
  AmountExVAT: DecimalRead,
  VATAmount: optDecimal,
  TotalAmount: DecimalRead,
  // Not shown in the spec; the reference server returns them.
  ExpenseID: optKey,
  ExpenseDate: optDateTime,
  InvoiceNumber: optText,
  ExternalInvoiceNumber: optText,
});

/** Expense write fields without the cross-field rules. */
export const ExpenseFields = z.object({
  AccountID: Id,
  ProjectID: Id,
  ContractLineID: Id,
  Description: optionalText(2000),
  AmountExVAT: MoneyNonNegative,
  VATAmount: MoneyNonNegative.nullish(),
  TotalAmount: MoneyNonNegative,
  ExpenseDate: DateTime,
});

/** Expense write fields; with a VAT amount, the total must be exactly amount plus VAT. */
export const ExpenseCreate = ExpenseFields.superRefine((e, ctx) => {
  const units = (n: string) => toUnits(n, MONEY_SCALE);
  if (e.VATAmount !== null && e.VATAmount !== undefined) {
    if (units(e.AmountExVAT) + units(e.VATAmount) !== units(e.TotalAmount)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TotalAmount'],
        message: validationCode('totalIsSum'),
      });
    }
  } else if (units(e.TotalAmount) < units(e.AmountExVAT)) {
    ctx.addIssue({ code: 'custom', path: ['TotalAmount'], message: validationCode('notBelowExVat') });
  }
});
export const ExpenseCreated = z.looseObject({ ExpenseID: IdString });

// ---------- Invoice ----------

export const InvoiceDetailLineRead = z.looseObject({
  AccountID: optId,
  AccountName: optText,
  BusinessUnit: optText,
  Date: optDateTime,
  Description: optText,
  AmountOfHours: optDecimal,
  Rate: optDecimal,
  RateBase: optDecimal,
  TotalAmount: optDecimal,
  TotalAmountBase: optDecimal,
});

export const InvoiceLineRead = z.looseObject({
  LineNumber: optText,
  LineName: optText,
  LineDescription: optText,
  Description: optText,
  GLAccount: optText,
  TaxPercentage: optDecimal,
  TaxName: optText,
  TaxCode: optText,
  TotalAmountExVAT: optDecimal,
  TotalAmountIncVAT: optDecimal,
  TotalAmountIncVATBaseCurrency: optDecimal,
  TotalAmountExVATBaseCurrency: optDecimal,
  InvoiceDetailLines: listOf(InvoiceDetailLineRead).optional(),
});

export const InvoiceRead = z.looseObject({
  InvoiceName: optText,
  InvoiceDate: optDateTime,
  InvoiceDueDate: optDateTime,
  InvoiceNote: optText,
  InvoiceStatus: optText,
  InvoiceNumber: optText,
  InvoiceID: Id,
  CustomerID: optId,
  CustomerName: optText,
  InvoiceContactID: optId,
  InvoiceContactName: optText,
  InvoiceContactEmail: optText,
  InvoiceCurrencyCode: optText,
  TotalAmountExVAT: optDecimal,
  TotalAmountIncVAT: optDecimal,
  TotalAmountExVATBaseCurrency: optDecimal,
  TotalAmountIncVATBase: optDecimal,
  InvoicePDF: optText,
  InvoiceLines: listOf(InvoiceLineRead),
  ExternalID: optText,
  ProjectID: optId,
});

export type CompanyReadT = z.output<typeof CompanyRead>;
export type CompanyCreateT = z.output<typeof CompanyCreate>;
export type CompanyUpdateT = z.output<typeof CompanyUpdate>;
export type ContactReadT = z.output<typeof ContactRead>;
export type ContactCreateT = z.output<typeof ContactCreate>;
export type ContactUpdateT = z.output<typeof ContactUpdate>;
export type ProjectReadT = z.output<typeof ProjectRead>;
export type ProjectCreateT = z.output<typeof ProjectCreate>;
export type ProjectManagerReadT = z.output<typeof ProjectManagerRead>;
export type PlanReadT = z.output<typeof PlanRead>;
export type TimesheetReadT = z.output<typeof TimesheetRead>;
export type ExpenseReadT = z.output<typeof ExpenseRead>;
export type InvoiceReadT = z.output<typeof InvoiceRead>;
