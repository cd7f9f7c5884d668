/** The command palette (renderer/src/features/palette). */
export default {};
