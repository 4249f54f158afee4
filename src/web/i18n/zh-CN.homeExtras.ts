import type { homeExtrasEnUS } from './en-US.homeExtras';

/** 首页扩展：快捷入口、横幅、小程序。 */
export const homeExtrasZhCN: typeof homeExtrasEnUS = {
  menu: { miniApps: '小程序' },
  quick: {
    title: '快捷入口',
    edit: '编辑',
    editorTitle: '快捷入口菜单',
    editorIntro: '为首页选择 {{count}} 个入口。',
    counter: '{{count}}/{{size}}',
    full: '已选择 {{size}} 个：请先移除一个再选择其他。',
    saved: '快捷入口已保存。',
    empty: '暂无内容。',
  },
  banners: {
    title: '优惠与资讯',
    open: '打开',
    previous: '上一张',
    next: '下一张',
  },
  miniApps: {
    title: '小程序',
    recommended: '推荐小程序',
    all: '全部小程序',
    allCategories: '全部',
    open: '打开',
    empty: '暂无小程序。',
    back: '全部小程序',
    notFound: '该小程序不可用。',
    category: { Finance: '金融', Tax: '税务', Wallet: '钱包' },
  },
};
