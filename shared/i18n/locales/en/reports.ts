/** Reports (renderer/src/features/reports). */
export default {};
