import type en from '../en/plans';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
