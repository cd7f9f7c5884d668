/** Signing in (renderer/src/features/signin). */
export default {};
