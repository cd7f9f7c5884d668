import type en from '../en/entries';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
