import { STORAGE_KEYS } from '@clipyard/shared';
import { shellEnUS } from '../../i18n/shell.en-US';
import { endFirstView } from '../first-view';

/** The Japanese boot strings, from their own chunk; English when that chunk cannot be fetched either. */
async function japaneseBootStrings(): Promise<typeof shellEnUS.boot> {
  try {
    return (await import('../../i18n/shell.ja')).shellJa.boot;
  } catch {
    return shellEnUS.boot;
  }
}

/** When boot throws the app is not mounted: a plain, localized page says so and offers a reload. */
export async function renderBootFailure(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  let language = 'en-US';
  try {
    language = localStorage.getItem(STORAGE_KEYS.language) === 'ja' ? 'ja' : 'en-US';
  } catch {
    // storage unavailable: English
  }
  const strings = language === 'ja' ? await japaneseBootStrings() : shellEnUS.boot;
  document.documentElement.lang = language;
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.style.cssText = 'max-width:560px;margin:15vh auto;padding:24px;font-family:system-ui,sans-serif;text-align:center';
  const title = document.createElement('h1');
  title.textContent = strings.failedTitle;
  const body = document.createElement('p');
  body.textContent = strings.failedBody;
  const button = document.createElement('button');
  button.textContent = strings.reload;
  button.style.cssText = 'padding:8px 16px;font-size:1rem';
  button.onclick = () => window.location.reload();
  main.append(title, body, button);
  container.replaceChildren(main);
  endFirstView();
}
