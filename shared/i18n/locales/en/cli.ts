/** The command line's human messages (electron/core/cli). */
export default {};
