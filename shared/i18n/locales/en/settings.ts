/** Settings (renderer/src/features/settings). */
export default {};
