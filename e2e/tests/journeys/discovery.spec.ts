import { expect, test } from '../../support/stack';

/**
 * Issue 11: the app-bar search finds a seeded channel by part of its Japanese name; a followed channel's tip link is
 * on /tipping and it is listed apart on /recommendations; /search, /recommendations and /tipping reach their screens
 * (not the channel page's "Channel not found").
 */
test('app-bar search → suggestion → channel page; follow → /tipping and /recommendations', async ({ page, site }) => {
  await site.open(page, '/');
  await page.getByTestId('app-bar-search').click();
  const box = page.getByRole('combobox', { name: 'Search channels and clips' });
  await expect(box).toBeFocused();
  await box.pressSequentially('雪花');
  await page.getByTestId('suggestion-yukihana_ch').click();
  await expect(page).toHaveURL(/\/yukihana_ch$/);
  await expect(page.getByRole('heading', { name: '雪花チャンネル' })).toBeVisible();

  // Signed out, the follow is kept on this device, and the pages below use it.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await site.open(page, '/tipping');
  await expect(page.getByRole('heading', { name: 'Tipping', level: 1 })).toBeVisible();
  const tip = page.getByRole('link', { name: 'streamlabs for 雪花チャンネル (opens in a new tab)' });
  await expect(tip).toHaveAttribute('href', 'https://streamlabs.com/yukihana_ch/tip');
  await expect(tip).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByText('Channel not found')).toHaveCount(0);

  await site.open(page, '/recommendations');
  await expect(page.getByRole('heading', { name: 'Recommendations', level: 1 })).toBeVisible();
  const followed = page.getByRole('region', { name: 'Channels you follow' });
  await expect(followed.getByRole('link', { name: '雪花チャンネル' })).toBeVisible();

  // The search page by its URL, found by the kana reading of a kanji name.
  await site.open(page, '/search?q=ゆきはな');
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Channels (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: '雪花チャンネル' })).toHaveAttribute('href', '/yukihana_ch');
});
