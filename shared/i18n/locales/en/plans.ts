/** Plans (renderer/src/features/plans). */
export default {};
