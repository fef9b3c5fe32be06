import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '../../../support/stack';
import { untilTransitionsEnd } from './ui';

/** No serious or critical axe violation on the screen once it has loaded (the remotes' screens, both languages). */
export async function noSeriousViolations(page: Page) {
  await expect(page.getByTestId('remote-loading')).toHaveCount(0, { timeout: 15_000 });
  // The screens' own loading states: a status with a spinner (LoadingState and the like) or a busy one (the grid's
  // skeleton). Not every status: some are live regions that stay (the comment field's mention count, empty), and
  // waiting for none failed once the comments had rendered before the check (run 15, under load).
  await expect(page.locator('[role="status"]:has([role="progressbar"]), [role="status"][aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // The whole page, header included (signed in, its account button's name contains its visible text).
  await untilTransitionsEnd(page);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}
