/** Invoices (renderer/src/features/invoices). */
export default {};
