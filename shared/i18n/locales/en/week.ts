/** The week grid and day list (renderer/src/features/week). */
export default {};
