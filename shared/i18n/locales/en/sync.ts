/** The sync center (renderer/src/features/sync). */
export default {};
