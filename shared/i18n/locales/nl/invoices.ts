import type en from '../en/invoices';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
