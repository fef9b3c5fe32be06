import { SHARE_SITES, shareNatively, shareTargets } from './share-targets';

test('every site gets its documented address, each value percent-encoded (a space is %20, never +)', () => {
  const targets = shareTargets('https://clipyard.example/sam/clip/abc?t=5', 'Rock & roll #1 最高');
  expect(targets.map((target) => target.site)).toEqual([...SHARE_SITES]);
  const x = new URL(targets.find((target) => target.site === 'x')!.href);
  expect(x.searchParams.get('text')).toBe('Rock & roll #1 最高');
  expect(x.searchParams.get('url')).toBe('https://clipyard.example/sam/clip/abc?t=5');
  const email = targets.find((target) => target.site === 'email')!.href;
  expect(email).toContain('subject=Rock%20%26%20roll%20%231%20');
  expect(email).not.toContain('+');
  // Facebook reads the title from the page's Open Graph tags: only the address goes.
  expect(targets.find((target) => target.site === 'facebook')!.href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fclipyard.example%2Fsam%2Fclip%2Fabc%3Ft%3D5');
});

test('the system share sheet: shared, closed by the person (AbortError), refused, or absent', async () => {
  const data = { title: 'A clip', url: 'https://clipyard.example/c' };
  const nav = (share?: () => Promise<void>, canShare?: () => boolean) => ({ share, canShare }) as unknown as Navigator;
  expect(await shareNatively(data, nav(async () => undefined))).toBe('shared');
  expect(await shareNatively(data, nav(() => Promise.reject(Object.assign(new Error('closed'), { name: 'AbortError' }))))).toBe('cancelled');
  expect(await shareNatively(data, nav(() => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' }))))).toBe('unavailable');
  expect(await shareNatively(data, nav(async () => undefined, () => false))).toBe('unavailable');
  expect(await shareNatively(data, nav())).toBe('unavailable');
});
