import type * as En from '../en/messages';
import { MESSAGES_FR } from '@riviera/contract';

/** The specification's messages in French, as the server answers a French page. */
export const messages: typeof En.messages = MESSAGES_FR;
