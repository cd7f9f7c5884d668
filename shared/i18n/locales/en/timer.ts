/** The timer and the away dialog (renderer/src/features/timer). */
export default {};
