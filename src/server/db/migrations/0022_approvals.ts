import { type Kysely, sql } from 'kysely';

/**
 * Account mandates and the transaction approval engine (spec 000 sections 2 and 3; spec 001
 * sections 3, 4, 5 and 7). See docs/areas/approvals.md.
 *
 * - `mandates`: a rule for one transaction type (and optionally one subtype) and an amount band
 *   [limit_from, limit_to) (limit_to null: unlimited); mandate type 0 zero, 1 sequential,
 *   2 non-sequential; rule type 0 ALL or 4 ANY; status A active, D deleted.
 * - `mandate_members`: who initiates (role 0), approves (role 1, the spec's authorizer/approver)
 *   or views (role 2) under a mandate; `seq` orders the approvers of a sequential mandate.
 * - `approvals`: one held money action (a money order or a batch of them, or another area's
 *   request) with its status P pending, S approved, F rejected, E approved but the transaction
 *   failed, C closed; `fingerprint` is unique among pending ones, so an identical request cannot
 *   wait twice.
 * - `approval_steps`: the approvers copied from the mandate when the request was held (a later
 *   edit of the mandate does not change a request already waiting).
 * - `approval_events`: the history (stage 00 add, 01 agree, 02 reject, 04 applicant cancel).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mandates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('mandate_no', 'text', (c) => c.notNull().unique())
    .addColumn('tx_typ', 'text', (c) => c.notNull())
    .addColumn('sub_typ', 'text')
    .addColumn('limit_from', 'bigint', (c) => c.notNull())
    .addColumn('limit_to', 'bigint')
    .addColumn('mandate_typ', 'text', (c) => c.notNull())
    .addColumn('rule_typ', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mandates_merchant_idx').on('mandates').columns(['merchant_id', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('mandates_match_idx').on('mandates').columns(['merchant_id', 'tx_typ', 'status']).execute();

  await db.schema
    .createTable('mandate_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mandate_id', 'text', (c) => c.notNull().references('mandates.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('role_typ', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addUniqueConstraint('mandate_members_unique', ['mandate_id', 'role_typ', 'person_id'])
    .execute();
  await db.schema.createIndex('mandate_members_mandate_idx').on('mandate_members').columns(['mandate_id', 'role_typ', 'seq']).execute();

  await db.schema
    .createTable('approvals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_id', 'text')
    .addColumn('approval_no', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('ord_no', 'text')
    .addColumn('tx_typ', 'text', (c) => c.notNull())
    .addColumn('sub_typ', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('mandate_id', 'text', (c) => c.notNull())
    .addColumn('mandate_typ', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('approved', 'integer', (c) => c.notNull())
    .addColumn('initiator_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('executed', 'text', (c) => c.notNull())
    .addColumn('result_desc', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('approvals_merchant_idx').on('approvals').columns(['merchant_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('approvals_status_idx').on('approvals').columns(['merchant_id', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('approvals_ref_idx').on('approvals').columns(['kind', 'ref_id']).execute();
  await db.schema
    .createIndex('approvals_pending_unique')
    .on('approvals')
    .columns(['merchant_id', 'fingerprint'])
    .unique()
    .where(sql.ref('status'), '=', 'P')
    .execute();

  await db.schema
    .createTable('approval_steps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('approval_id', 'text', (c) => c.notNull().references('approvals.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_at', 'text')
    .addUniqueConstraint('approval_steps_unique', ['approval_id', 'person_id'])
    .execute();
  await db.schema.createIndex('approval_steps_person_idx').on('approval_steps').columns(['merchant_id', 'person_id', 'status']).execute();

  await db.schema
    .createTable('approval_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('approval_id', 'text', (c) => c.notNull().references('approvals.id'))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('approval_events_approval_idx').on('approval_events').columns(['approval_id', 'created_at']).execute();
}
