import type { Kysely } from 'kysely';

/**
 * Home extras (spec 000 sections 2, 7 and 9): each person's quick access menu in a business (8
 * menu entries in order), the provider's banners (image, title, link, active period, order) and
 * its mini apps (name, icon, description, category, address; some recommended on the home page).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quick_access_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('menu_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quick_access_person_idx').on('quick_access_entries').columns(['person_id', 'merchant_id', 'position']).execute();
  await db.schema.createIndex('quick_access_unique_idx').on('quick_access_entries').columns(['person_id', 'merchant_id', 'menu_id']).unique().execute();

  await db.schema
    .createTable('home_banners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('link_type', 'text')
    .addColumn('link', 'text')
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('home_banners_active_idx').on('home_banners').columns(['status', 'sort_order']).execute();

  await db.schema
    .createTable('mini_apps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('icon_url', 'text', (c) => c.notNull())
    .addColumn('link_type', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('recommended', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mini_apps_list_idx').on('mini_apps').columns(['status', 'category', 'sort_order']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mini_apps').execute();
  await db.schema.dropTable('home_banners').execute();
  await db.schema.dropTable('quick_access_entries').execute();
}
