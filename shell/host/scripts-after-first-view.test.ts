/**
 * The loader a painted page carries (ADR 0113), run in jsdom as the browser runs it: the shell's scripts and the
 * remote's preloads start after the first view's picture, at once without one, and never more than once.
 */
import { SCRIPTS_WAIT_LIMIT_MS, scriptsAfterFirstView } from './scripts-after-first-view.mjs';

const PAGE = `<!doctype html><html><head><title>t</title><script defer src="/main.0123abcd.js"></script><script defer src="/second.js"></script></head><body><div id="root"></div><div id="cy-first-view"><img src="/poster.avif" fetchpriority="high"></div></body></html>`;
const PRELOADS = [
  { as: 'fetch', href: 'http://remotes.example/clips/mf-manifest.json', crossorigin: true },
  { as: 'script', href: 'http://remotes.example/clips/remoteEntry.js', crossorigin: false },
];

const rendered = scriptsAfterFirstView(PAGE, PRELOADS);
const loader = /<script>(\(function loadAfterFirstView[\s\S]*?)<\/script>/.exec(rendered)![1];

function mountPage({ picture = true, complete = false } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"></div><div id="cy-first-view">${picture ? '<img src="/poster.avif" fetchpriority="high">' : ''}<img data-src="/second-card.avif" loading="lazy"></div>`;
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (image) Object.defineProperty(image, 'complete', { value: complete });
  new Function(loader)();
  return image;
}

const started = () => ({
  scripts: [...document.head.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), async: script.async })),
  preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('as'), link.getAttribute('href'), link.getAttribute('crossorigin')]),
});

beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.removeAttribute('data-profile');
});
afterEach(() => jest.useRealTimers());

test('the head keeps no entry script; the loader comes after the first view, with the scripts in order', () => {
  const head = rendered.slice(0, rendered.indexOf('</head>'));
  expect(head).not.toContain('<script defer');
  expect(rendered.indexOf('(function loadAfterFirstView')).toBeGreaterThan(rendered.indexOf('id="cy-first-view"'));
  expect(rendered).toContain('"sources":["/main.0123abcd.js","/second.js"]');
  // Nothing to defer: the page is left as it was.
  expect(scriptsAfterFirstView('<html><head></head><body></body></html>', PRELOADS)).toBe('<html><head></head><body></body></html>');
});

test('nothing starts before the picture has loaded; then the preloads and the scripts, in order, after a frame', () => {
  const image = mountPage();
  jest.advanceTimersByTime(SCRIPTS_WAIT_LIMIT_MS - 100);
  expect(started().scripts).toEqual([]);
  image!.dispatchEvent(new Event('load'));
  expect(started().scripts).toEqual([]);
  jest.advanceTimersByTime(50);
  expect(started()).toEqual({
    scripts: [
      { src: '/main.0123abcd.js', async: false },
      { src: '/second.js', async: false },
    ],
    preloads: [
      ['fetch', 'http://remotes.example/clips/mf-manifest.json', 'anonymous'],
      ['script', 'http://remotes.example/clips/remoteEntry.js', null],
    ],
  });
  // The time limit later does not start them again.
  jest.advanceTimersByTime(SCRIPTS_WAIT_LIMIT_MS);
  expect(started().scripts).toHaveLength(2);
});

test("the first view's other pictures are asked for with the scripts, not before; a hidden first view asks for none", () => {
  const otherCard = () => document.querySelector('img[data-src]')!.getAttribute('src');
  mountPage()!.dispatchEvent(new Event('load'));
  expect(otherCard()).toBeNull();
  jest.advanceTimersByTime(50);
  expect(otherCard()).toBe('/second-card.avif');

  document.documentElement.setAttribute('data-profile', '');
  mountPage();
  expect(started().scripts).toHaveLength(2);
  expect(otherCard()).toBeNull();
});

test('where the browser reports largest paints, they start when the picture is reported painted, not on its load', () => {
  let report: ((list: { getEntries(): { element: Element | null }[] }) => void) | null = null;
  const observe = jest.fn();
  const Observer = Object.assign(
    jest.fn((callback: typeof report) => {
      report = callback;
      return { observe };
    }),
    { supportedEntryTypes: ['largest-contentful-paint'] },
  );
  const saved = (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  (window as { PerformanceObserver?: unknown }).PerformanceObserver = Observer;
  try {
    const image = mountPage();
    expect(observe).toHaveBeenCalledWith({ type: 'largest-contentful-paint', buffered: true });
    image!.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(50);
    expect(started().scripts).toEqual([]);
    // A largest paint of something else (the heading) is not the picture.
    report!({ getEntries: () => [{ element: document.body }] });
    expect(started().scripts).toEqual([]);
    report!({ getEntries: () => [{ element: image }] });
    expect(started().scripts).toHaveLength(2);
  } finally {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = saved;
  }
});

test('a picture already loaded starts them after the next frame', () => {
  mountPage({ complete: true });
  expect(started().scripts).toEqual([]);
  jest.advanceTimersByTime(50);
  expect(started().scripts).toHaveLength(2);
});

test('a picture that fails starts them at once; one that never comes, at the time limit', () => {
  mountPage()!.dispatchEvent(new Event('error'));
  expect(started().scripts).toHaveLength(2);

  mountPage();
  jest.advanceTimersByTime(SCRIPTS_WAIT_LIMIT_MS - 1);
  expect(started().scripts).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(started().scripts).toHaveLength(2);
});

test('a visitor with a saved profile (no first view shown), or a page without a picture, starts at once', () => {
  document.documentElement.setAttribute('data-profile', '');
  mountPage();
  expect(started().scripts).toHaveLength(2);

  document.documentElement.removeAttribute('data-profile');
  mountPage({ picture: false });
  expect(started().scripts).toHaveLength(2);
});
