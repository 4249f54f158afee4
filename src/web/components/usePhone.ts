import { Grid } from 'antd';

/**
 * True on a phone's screen (below Ant Design's sm breakpoint, 576 px): the lists used most then show
 * each row in one or two cells, so amounts and buttons are in view without scrolling sideways
 * (docs/architecture.md).
 */
export function usePhone(): boolean {
  return !Grid.useBreakpoint().sm;
}
