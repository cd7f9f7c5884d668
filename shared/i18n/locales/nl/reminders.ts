import type en from '../en/reminders';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
