import { z } from 'zod';
import { contract, empty } from './contract';

/** One entry of the server's menu (ARCHITECTURE.md section 4). */
export interface MenuNode {
  id: string;
  parentId: string | null;
  path: string;
  pageKey: string | null;
  titleKey: string;
  icon: string | null;
  order: number;
  hidden: boolean;
  funcNo: string | null;
  transTypId: string | null;
  subscription: boolean;
  webLink: string | null;
  children: MenuNode[];
}

export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    path: z.string(),
    pageKey: z.string().nullable(),
    titleKey: z.string(),
    icon: z.string().nullable(),
    order: z.number().int(),
    hidden: z.boolean(),
    funcNo: z.string().nullable(),
    transTypId: z.string().nullable(),
    subscription: z.boolean(),
    webLink: z.string().nullable(),
    children: z.array(menuNode),
  }),
);

export const getNav = contract('getNav', empty, z.object({ menuList: z.array(menuNode) }));
