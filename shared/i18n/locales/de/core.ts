import type en from '../en/core';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {};
export default messages;
