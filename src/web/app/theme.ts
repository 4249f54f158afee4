import type { ThemeConfig } from 'antd';

/**
 * The brand orange (spec 000 section 9). White text on it, or it as text on white, reads at
 * 2.4:1, below WCAG AA's 4.5:1: it stays for decoration only (the logo tile, charts), never
 * behind or as text.
 */
export const BRAND_ORANGE = '#fa8c16';

/**
 * A deeper, burnt orange that reads at 4.5:1 or better as text on white (5.2:1), on the light
 * orange of a selected menu entry (4.9:1) and on the page background (4.8:1), and under white
 * text on buttons and switches. (The brand hue merely darkened to pass turns brown.)
 */
export const BRAND_ORANGE_TEXT = '#c2410c';

/**
 * A preset tag colour's text shade (its 7th). antd names each shade twice (`green7`, `green-7`)
 * and both become the same CSS variable, so both are set.
 */
function tagText(colour: 'green' | 'orange' | 'gold' | 'volcano' | 'cyan', shade: string): ThemeConfig['token'] {
  return { [`${colour}7`]: shade, [`${colour}-7`]: shade };
}

/**
 * Spec 000 section 9: primary colour orange; default button height 48 px on forms.
 * Every colour a text is drawn in passes WCAG AA (4.5:1) on the backgrounds it sits on; the
 * accessibility check (e2e/a11y.spec.ts) keeps it so. The status colours are antd's own hues
 * darkened the same way; their light backgrounds and borders stay antd's tints (derived from a
 * dark seed they would turn grey). The preset tag colours whose 7th shade fails take their 8th or 9th.
 */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_ORANGE_TEXT,
    // Hover and press go darker, not lighter as antd's default, so white text on them still passes.
    colorPrimaryHover: '#b23c0b',
    colorPrimaryActive: '#9a3412',
    colorPrimaryBg: '#fff7e6',
    colorPrimaryBgHover: '#ffe7ba',
    colorPrimaryBorder: '#ffd591',
    colorPrimaryBorderHover: '#ffc069',
    colorLink: BRAND_ORANGE_TEXT,
    // A link under the pointer goes darker too (antd would lighten it below 4.5:1).
    colorLinkHover: '#b23c0b',
    colorLinkActive: '#9a3412',
    colorInfo: BRAND_ORANGE_TEXT,
    colorInfoBg: '#fff7e6',
    colorInfoBorder: '#ffd591',
    colorSuccess: '#378311',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#96680c',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorError: '#c73c3e',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    // antd's 0.45 (#8c8c8c on white, 3.4:1) for descriptions, labels and breadcrumbs; 0.58 reads
    // at 5.3:1 on white and 4.9:1 on the page background.
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    ...tagText('green', '#237804'),
    ...tagText('orange', '#ad4e00'),
    ...tagText('gold', '#874d00'),
    ...tagText('volcano', '#ad2102'),
    ...tagText('cyan', '#006d75'),
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
  components: {
    Layout: { bodyBg: '#f5f6f8', siderBg: '#ffffff', headerBg: '#ffffff' },
    Menu: { itemBorderRadius: 8, itemSelectedBg: '#fff7e6' },
    // A table's empty-list text is drawn in the disabled colour (#bfbfbf, 1.8:1) though it is no disabled control.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.58)' },
  },
};
