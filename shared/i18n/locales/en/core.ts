/** The core's messages: refusals, questions and errors a user reads (electron/core). */
export default {};
