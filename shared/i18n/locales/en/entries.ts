/** The Entries list (renderer/src/features/entries). */
export default {};
