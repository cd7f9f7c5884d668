import type en from '../en/expenses';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
