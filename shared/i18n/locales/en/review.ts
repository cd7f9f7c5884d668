/** The team review (renderer/src/features/review). */
export default {};
