/** Quick entry, the entry form and the fix form (renderer/src/features/entry). */
export default {};
