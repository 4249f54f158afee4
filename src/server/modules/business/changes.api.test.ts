import { describe, expect, it } from 'vitest';
import { toNairobi14 } from '../../db/util';
import { DEMO_LOGIN, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';

const t = withTestApp();

async function as(userId: string, type: 'P' | 'E' | 'S') {
  const client = t.client(`changes-${userId}`);
  expect((await client.login(userId, type, DEMO_LOGIN.password)).body.rspMsgCd).toBe('MMC00000');
  return client;
}

type Info = { mercName: string; website: string | null; pendingChange: { changeId: string; status: string; changes: Record<string, { from: string | null; to: string | null }> } | null; lastChange: { status: string } | null };

describe('business information changes', () => {
  it('shows a change as pending until another stakeholder approves it', async () => {
    const owner = await as('0712345678', 'P');
    expect((await owner.call('ModifyMercInfoTimeCheck')).body).toMatchObject({ allowed: 'Y', pendingChangeId: null });
    const applied = await owner.call<{ changeId: string }>('WebUpdateBusinessInfo', { businessName: 'Amani Traders Kenya Ltd', website: 'https://amani.co.ke' });
    expect(applied.body.rspMsgCd).toBe('MMC00000');

    const info = await owner.call<Info>('WebQueryBusinessInfo');
    expect(info.body.mercName).toBe('Amani Traders Ltd');
    expect(info.body.pendingChange).toMatchObject({
      status: 'P',
      changes: { businessName: { from: 'Amani Traders Ltd', to: 'Amani Traders Kenya Ltd' }, website: { from: null, to: 'https://amani.co.ke' } },
    });
    expect((await owner.call('ModifyMercInfoTimeCheck')).body).toMatchObject({ allowed: 'N', pendingChangeId: applied.body.changeId });
    expect((await owner.call('WebUpdateBusinessInfo', { description: 'More' })).body.rspMsgCd).toBe('MMCP3214');
    expect((await owner.call('ApprovalMerOperation', { changeId: applied.body.changeId, approve: 'Y' })).body).toMatchObject({
      rspMsgCd: 'MMCP3216',
      rspMsgInf: 'Another stakeholder must approve a change you applied for.',
    });

    const director = await as('admin@demo.co.ke', 'E');
    const pending = await director.call<{ list: { changeId: string }[]; total: number }>('queryMerApprovalList', { status: 'P' });
    expect(pending.body.list.map((c) => c.changeId)).toEqual([applied.body.changeId]);
    expect((await director.call('queryMerApprovalDetails', { changeId: applied.body.changeId })).body.requestedBy).toBe('Wanjiku Kamau');
    expect((await director.call('ApprovalMerOperation', { changeId: applied.body.changeId, approve: 'Y' })).body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S' });

    const after = await owner.call<Info>('WebQueryBusinessInfo');
    expect(after.body).toMatchObject({ mercName: 'Amani Traders Kenya Ltd', website: 'https://amani.co.ke', pendingChange: null, lastChange: { status: 'S' } });
    expect((await owner.call('MerModificationAdvance', {})).body.change).toMatchObject({ status: 'S', decidedBy: 'Otieno Ochieng' });
  });

  it('leaves the business unchanged when the change is rejected, with the reason', async () => {
    const owner = await as('0712345678', 'P');
    const applied = await owner.call<{ changeId: string }>('WebUpdateBusinessInfo', { county: '042', town: 'Kisumu' });
    const director = await as('admin@demo.co.ke', 'E');
    const badReason = await director.call('ApprovalMerOperation', { changeId: applied.body.changeId, approve: 'N', reason: '不对' });
    expect(badReason.body.fieldErrors?.[0]?.field).toBe('reason');
    expect((await director.call('ApprovalMerOperation', { changeId: applied.body.changeId, approve: 'N', reason: 'Wrong county' })).body.status).toBe('F');
    const info = await owner.call<Info & { county: string }>('WebQueryBusinessInfo');
    expect(info.body.county).toBe('047');
    expect((await owner.call('MerModificationAdvance', { changeId: applied.body.changeId })).body.change).toMatchObject({ status: 'F', reason: 'Wrong county' });
  });

  it('closes a change nobody decided within 24 hours: unapplied, refused to an approver, and a new change may be applied for', async () => {
    const owner = await as('0712345678', 'P');
    const applied = await owner.call<{ changeId: string }>('WebUpdateBusinessInfo', { description: 'Wholesale and retail of household goods' });
    expect(applied.body.rspMsgCd).toBe('MMC00000');
    // Applied for a day and a minute ago.
    const appliedAt = new Date(Date.now() - 24 * 3600_000 - 60_000);
    await t.database.db.updateTable('business_changes').set({ created_at: appliedAt.toISOString() }).where('id', '=', applied.body.changeId).execute();

    const director = await as('admin@demo.co.ke', 'E');
    expect((await director.call('ApprovalMerOperation', { changeId: applied.body.changeId, approve: 'Y' })).body).toMatchObject({
      rspMsgCd: 'MMCP3217',
      rspMsgInf: 'This change was not approved within 24 hours and has closed. Please apply again.',
    });
    const info = await owner.call<Info & { description: string | null }>('WebQueryBusinessInfo');
    expect(info.body.pendingChange).toBeNull();
    expect(info.body.description).not.toBe('Wholesale and retail of household goods');
    const closed = (await owner.call<{ change: { status: string; decidedAt: string; decidedBy: string | null } }>('MerModificationAdvance', { changeId: applied.body.changeId })).body.change;
    // Closed at the end of its 24 hours, by no one.
    expect(closed).toMatchObject({ status: 'C', decidedBy: null, decidedAt: toNairobi14(new Date(appliedAt.getTime() + 24 * 3600_000).toISOString()) });
    expect((await director.call<{ list: { changeId: string }[] }>('queryMerApprovalList', { status: 'C' })).body.list.map((c) => c.changeId)).toContain(applied.body.changeId);
    expect((await owner.call('ModifyMercInfoTimeCheck')).body).toMatchObject({ allowed: 'Y', pendingChangeId: null });
    const again = await owner.call<{ changeId: string }>('WebUpdateBusinessInfo', { description: 'Wholesale and retail of household goods' });
    expect(again.body.rspMsgCd).toBe('MMC00000');
    // The new one is decided as any other.
    expect((await director.call('ApprovalMerOperation', { changeId: again.body.changeId, approve: 'N', reason: 'Not now' })).body.status).toBe('F');
  });

  it('refuses an empty change, a taken registration number and the cashier', async () => {
    const owner = await as('0712345678', 'P');
    expect((await owner.call('WebUpdateBusinessInfo', { county: '047' })).body.rspMsgCd).toBe('MMCP3213');
    await t.database.db.updateTable('merchants').set({ reg_no: 'PVT-TAKEN0001' }).where('id', '=', 'merc-demo').execute();
    await t.database.db
      .insertInto('merchants')
      .values({ id: 'merc-x', merc_no: '800000000009', name: 'X Ltd', abbr: 'X', business_type: '3', setup_status: 'Y', id_upload_flag: 'Y', kyc_level: '02', kyc_status: '02', plan_code: null, plan_expires_at: null, parent_id: null, status: 'A', created_at: new Date().toISOString(), reg_no: 'PVT-OTHER0001' })
      .execute();
    expect((await owner.call('WebUpdateBusinessInfo', { regNo: 'PVT-OTHER0001' })).body.rspMsgCd).toBe('MMCP3202');
    const cashier = await as('cashier', 'S');
    expect((await cashier.call('WebQueryBusinessInfo')).body.rspMsgCd).toBe('MMCP0403');
  });
});

describe("the provider's desk decides a change no one else in its business can", () => {
  it('lists a sole owner’s change for the support desk, which applies it; a change another stakeholder can decide is not the desk’s', async () => {
    const alone = await registerBusinessOwner(t, { phone: '0711888001', first: 'Halima', last: 'Said', idNo: '33889001', device: 'changes-alone' });
    const applied = await alone.client.call<{ changeId: string }>('WebUpdateBusinessInfo', { description: 'Fresh fruit and vegetables' });
    expect(applied.body.rspMsgCd).toBe('MMC00000');
    // Alone, the owner cannot decide their own change: before, it waited 24 hours and closed.
    expect((await alone.client.call('ApprovalMerOperation', { changeId: applied.body.changeId, approve: 'Y' })).body.rspMsgCd).toBe('MMCP3216');

    const owner = await as('0712345678', 'P');
    const theirs = await owner.call<{ changeId: string }>('WebUpdateBusinessInfo', { description: 'Household goods' });
    expect(theirs.body.rspMsgCd).toBe('MMC00000');

    const agent = await signIn(t, 'support@biashara.co.ke', 'E', 'changes-support');
    type Review = { list: { changeId: string; mercNo: string; requestedBy: string; mine: string }[]; total: number };
    const queue = await agent.call<Review>('QueryBusinessChangeReviewList', {});
    // Oldest first: the demo's Baraka Kiosk (its owner alone) applied two hours ago.
    expect(queue.body.list.map((c) => c.changeId)).toEqual(['chg-demo-baraka', applied.body.changeId]);
    expect(queue.body.list[1]).toMatchObject({ mercNo: alone.mercNo, requestedBy: 'Halima Said', mine: 'N' });
    // The demo business's change is its director's to decide.
    expect((await agent.call('ReviewBusinessChange', { changeId: theirs.body.changeId, approve: 'Y' })).body.rspMsgCd).toBe('MMCP3215');
    // Only the desk: a merchant is refused.
    expect((await owner.call('QueryBusinessChangeReviewList', {})).body.rspMsgCd).toBe('MMCP0403');

    expect((await agent.call('ReviewBusinessChange', { changeId: applied.body.changeId, approve: 'Y' })).body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S' });
    const info = await alone.client.call<Info & { description: string | null }>('WebQueryBusinessInfo');
    expect(info.body).toMatchObject({ description: 'Fresh fruit and vegetables', pendingChange: null, lastChange: { status: 'S' } });
    expect((await agent.call<Review>('QueryBusinessChangeReviewList', {})).body.list.map((c) => c.changeId)).toEqual(['chg-demo-baraka']);
    expect((await agent.call('ReviewBusinessChange', { changeId: applied.body.changeId, approve: 'N', reason: 'Twice' })).body.rspMsgCd).toBe('MMCP3215');
    const director = await as('admin@demo.co.ke', 'E');
    expect((await director.call('ApprovalMerOperation', { changeId: theirs.body.changeId, approve: 'N', reason: 'Not now' })).body.status).toBe('F');
  });
});
