/** Expenses, receipts and quick capture (renderer/src/features/expenses). */
export default {};
