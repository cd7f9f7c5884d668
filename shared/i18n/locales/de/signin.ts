import type en from '../en/signin';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
