/*
 * The demo organization's ids as the renderer holds them: decimal text. They are 17-digit numbers
 * above 2^53, as the real PSOhub issues them (record n of a table is demoId(table, n) in
 * electron/core/reference-server/domain/ids.ts), so a JS number would change their last digit.
 * The browser journeys (test/e2e) use them too.
 */

/** Project 1, 'Northwind ERP rollout' (EUR, template 1). */
export const PROJECT_1 = '16073748835533011';
/** Project 1's time line 'Consultancy hours' (the first line copied from template 1). */
export const TIME_LINE = '19073748835533020';
/** Project 1's expense line 'Expenses'. */
export const EXPENSE_LINE = '19073748835533021';
/** Role 'Consultant'. */
export const CONSULTANT_ROLE = '17073748835533011';
/** Role 'Project manager'. */
export const PM_ROLE = '17073748835533013';
/** Role 'Developer'. */
export const DEV_ROLE = '17073748835533014';
/** Company 1, project 1's customer. */
export const COMPANY_1 = '14073748835533011';
/** Account 1, Anna de Vries, who holds demo-admin-key and signs in as demo-admin@example.com. */
export const ADMIN_ACCOUNT = '11073748835533011';
/** Account 2, Ben Okafor, who holds demo-consultant-key. */
export const CONSULTANT_ACCOUNT = '11073748835533012';
