/** Projects (renderer/src/features/projects). */
export default {};
