import type en from '../en/setup';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
