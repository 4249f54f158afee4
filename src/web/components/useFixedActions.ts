import { Grid } from 'antd';

/**
 * Where a table's action column sits: fixed at the right edge on a wide screen, so it stays in view
 * while the row scrolls; on a phone it scrolls with the row, so it never covers the row's name.
 */
export function useFixedActions(): 'right' | undefined {
  const screens = Grid.useBreakpoint();
  return screens.md ? 'right' : undefined;
}
