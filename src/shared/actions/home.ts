import { z } from 'zod';
import { contract, empty } from './contract';

/**
 * Home extras (spec 000 sections 2, 7 and 9): the person's quick access menu (8 entries chosen
 * among the menu pages their role may open), the provider's banners and its mini apps.
 */

/** A menu page that may sit in quick access. */
export const quickEntry = z.object({
  menuId: z.string(),
  path: z.string(),
  titleKey: z.string(),
  icon: z.string().nullable(),
  /** A web link opens inside the shell's embedded frame. */
  webLink: z.string().nullable(),
});
export type QuickEntry = z.infer<typeof quickEntry>;

/** The entries this person may put in quick access, and how many they must choose. */
export const MerQuickAccessPermission = contract(
  'MerQuickAccessPermission',
  empty,
  z.object({ list: z.array(quickEntry), size: z.number().int() }),
);

/** The person's chosen entries in their order (a default set until they choose). */
export const QueryQuickRange = contract(
  'QueryQuickRange',
  empty,
  z.object({ list: z.array(quickEntry), size: z.number().int(), custom: z.enum(['Y', 'N']) }),
);

/** Saves exactly 8 distinct permitted entries (fewer only when fewer are permitted). */
export const AddQuickRange = contract(
  'AddQuickRange',
  z.object({ menuIds: z.array(z.string().min(1).max(100)).max(50) }),
  z.object({ list: z.array(quickEntry), size: z.number().int(), custom: z.enum(['Y', 'N']) }),
);

/** Where a banner or mini app leads: an internal route of the portal, or a web link (embedded frame). */
export const linkType = z.enum(['route', 'web']);

export const banner = z.object({
  bannerId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Served by this app (a path under the portal, e.g. /Merchant/banners/x.svg). */
  imageUrl: z.string(),
  linkType: linkType.nullable(),
  link: z.string().nullable(),
  /** 14-digit Nairobi time. */
  startAt: z.string(),
  endAt: z.string().nullable(),
  order: z.number().int(),
});
export type Banner = z.infer<typeof banner>;

/** The banners running now, in their order. */
export const MerchantBannerList = contract('MerchantBannerList', empty, z.object({ list: z.array(banner) }));

export const miniApp = z.object({
  appId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  iconUrl: z.string(),
  linkType,
  /** A route of the portal, or a web link opened in the embedded frame. */
  address: z.string(),
  recommended: z.enum(['Y', 'N']),
});
export type MiniApp = z.infer<typeof miniApp>;

export const QryAllMiniAppList = contract(
  'QryAllMiniAppList',
  z.object({ category: z.string().max(40).optional() }),
  z.object({ list: z.array(miniApp), categories: z.array(z.string()) }),
);

export const QryRecomMiniAppList = contract('QryRecomMiniAppList', empty, z.object({ list: z.array(miniApp) }));
