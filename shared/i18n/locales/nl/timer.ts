import type en from '../en/timer';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
