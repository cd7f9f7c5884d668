/** Companies and contacts (renderer/src/features/companies). */
export default {};
