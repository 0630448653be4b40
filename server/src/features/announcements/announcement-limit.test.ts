import { ANNOUNCEMENT_MAX_LENGTH } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../platform/test/database';

/**
 * The longest notice is declared once (the contract's ANNOUNCEMENT_MAX_LENGTH); the table's CHECK
 * (migration 0035) is SQL and says it again, so it is held to the same figure here, counted as a
 * person counts characters (an emoji is one).
 */
const { db } = await useTestDatabase();
const insert = (en: string) =>
  db.insertInto('announcements').values({ en, fr: 'Bonjour', audience: 'everyone' }).execute();

describe('the table of notices', () => {
  it(`stores ${ANNOUNCEMENT_MAX_LENGTH} characters and refuses one more, as the service does`, async () => {
    await expect(insert(`${'a'.repeat(ANNOUNCEMENT_MAX_LENGTH - 1)}😀`)).resolves.toBeDefined();
    await expect(insert('a'.repeat(ANNOUNCEMENT_MAX_LENGTH + 1))).rejects.toThrow(/announcements_en_check/);
  });
});
