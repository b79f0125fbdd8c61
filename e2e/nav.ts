// The app's menu and views, for the specs: every view is two taps away from the game.
import { expect, Page } from '@playwright/test';

/** Opens a view (or runs "Steps") from the masthead's Menu. */
export async function openView(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
}

/** The view's own Back button (back to the game). */
export async function backToGame(page: Page) {
  await page.locator('section.view:not([hidden])').getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('grid', { name: 'Sudoku grid' })).toBeVisible();
}

/** Turns automatic candidates on or off from the menu, then closes the menu. */
export async function setAutoCandidates(page: Page, on = true) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByLabel('Auto candidates').setChecked(on);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
}

/** Pastes `text` on the page (outside any field), as a clipboard paste does, once the grid is
 * there (the app listens from its first render). */
export async function pasteOnPage(page: Page, text: string) {
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The "New puzzle" view's expert form (under "More options"), opened. */
export async function newPuzzleForm(page: Page) {
  // "More options" stays open once opened: a second click would close it.
  const more = page.locator('section.view:not([hidden]) details.more-options');
  if (!(await more.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await more.locator('> summary').click();
  }
  return page.getByRole('form', { name: 'New puzzle' });
}

/** "Solve", then the confirmation it asks for ("Show solution"). */
export async function solveNow(page: Page) {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('button', { name: 'Show solution' }).click();
}
