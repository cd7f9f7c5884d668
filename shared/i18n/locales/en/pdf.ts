/** The invoice PDF and the monthly expense report's labels. */
export default {};
