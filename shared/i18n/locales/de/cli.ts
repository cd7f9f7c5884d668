import type en from '../en/cli';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
