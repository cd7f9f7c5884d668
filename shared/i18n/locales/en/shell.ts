/** The window: navigation, status bar, notifications, shortcuts help (renderer/src/app). */
export default {};
