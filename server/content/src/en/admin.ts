import { albumCopy } from './admin/album';
import { areaCopy } from './admin/area';
import { guestsCopy } from './admin/guests';
import { mailCopy } from './admin/mail';
import { travelCopy } from './admin/travel';

/**
 * The hosts' area, in English, one file per tab in ./admin. Messages of the specification come
 * from the shared contract.
 */
export const adminCopy = { ...areaCopy, ...guestsCopy, ...mailCopy, ...travelCopy, ...albumCopy } as const;
