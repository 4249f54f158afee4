/** Home extras: quick access, banners, mini apps (spec 000 sections 2, 7 and 9). */
export const homeExtrasEnUS = {
  menu: { miniApps: 'Mini apps' },
  quick: {
    title: 'Quick access',
    edit: 'Edit',
    editorTitle: 'Quick access menu',
    editorIntro: 'Choose {{count}} entries for your home page.',
    counter: '{{count}}/{{size}}',
    full: 'You have chosen {{size}}: remove one to choose another.',
    saved: 'Quick access menu saved.',
    empty: 'Nothing to show here yet.',
  },
  banners: {
    title: 'Offers and news',
    open: 'Open',
    previous: 'Previous banner',
    next: 'Next banner',
  },
  miniApps: {
    title: 'Mini apps',
    recommended: 'Recommended mini apps',
    all: 'All mini apps',
    allCategories: 'All',
    open: 'Open',
    empty: 'No mini apps yet.',
    back: 'All mini apps',
    notFound: 'This mini app is not available.',
    /** The provider's categories by their stored name; an unknown one shows as stored. */
    category: { Finance: 'Finance', Tax: 'Tax', Wallet: 'Wallet' },
  },
};
