/** Language, region and week start (Settings › Language and region; the date words typed in date fields). */
export default {};
