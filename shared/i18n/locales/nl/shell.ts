import type en from '../en/shell';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
