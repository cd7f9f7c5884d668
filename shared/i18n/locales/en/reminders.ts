/** Reminders and desktop notifications (renderer/src/features/reminders, electron/core/app/reminders). */
export default {};
