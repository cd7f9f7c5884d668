/** Names and descriptions for assistive technology added by the accessibility pass, and skeleton/loading texts. */
export default {};
