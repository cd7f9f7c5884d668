import type en from '../en/companies';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
