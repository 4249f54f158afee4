import { describe, expect, it } from 'vitest';
import { isoAfter } from './db/util';
import { tidy } from './housekeeping';
import { withTestApp } from './testing/harness';

const t = withTestApp();

describe('housekeeping', () => {
  it('deletes expired randoms and keeps live ones', async () => {
    const client = t.client();
    await client.call('QryRandomNo');
    await t.database.db
      .insertInto('randoms')
      .values({ value_hash: 'old', bound_to: 'dev:x', expires_at: isoAfter(-2 * 3600_000), used_at: null })
      .execute();
    await tidy(t.database.db);
    const left = await t.database.db.selectFrom('randoms').select('value_hash').execute();
    expect(left.map((r) => r.value_hash)).not.toContain('old');
    expect(left.length).toBeGreaterThanOrEqual(1);
  });
});
