import { autoplayAllowed } from './autoplay-policy';

/** A browser whose media queries answer as `matching` says, with or without Save-Data. */
function browser(matching: string[], saveData?: boolean) {
  return {
    navigator: { connection: saveData === undefined ? undefined : { saveData } } as unknown as Navigator,
    matchMedia: (query: string) => ({ matches: matching.includes(query) }),
  };
}

test('a computer plays the clip by itself', () => {
  expect(autoplayAllowed(browser([]))).toBe(true);
  expect(autoplayAllowed(browser([], false))).toBe(true);
});

test('a phone or tablet (a finger is the only pointer) waits for a tap', () => {
  expect(autoplayAllowed(browser(['(hover: none) and (pointer: coarse)']))).toBe(false);
});

test('Save-Data and reduced motion are honoured on any device', () => {
  expect(autoplayAllowed(browser([], true))).toBe(false);
  expect(autoplayAllowed(browser(['(prefers-reduced-motion: reduce)']))).toBe(false);
});

test('a browser without matchMedia or connection information plays', () => {
  expect(autoplayAllowed({ navigator: {} as Navigator })).toBe(true);
});
