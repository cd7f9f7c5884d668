import type en from '../en/projects';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
