import type en from '../en/sync';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
