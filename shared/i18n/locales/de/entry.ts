import type en from '../en/entry';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
