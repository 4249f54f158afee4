import { type Locator, expect } from '@playwright/test';

/**
 * Answers OK in the shared confirmation dialog and waits until it has closed. A click that lands
 * while the dialog is still settling in (its opening animation) can be lost; then the dialog is
 * still there with nothing under way, and OK is clicked again. A dialog whose OK really does
 * nothing still fails here.
 */
export async function confirmDialog(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(async () => {
    if (await ok.isVisible()) await ok.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}
