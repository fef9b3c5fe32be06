import type { enUS } from './i18n';
/** What a key does to the player (a YouTube-like set; every one is listed in the cheat sheet). */
export type PlayerAction =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'frame'; direction: 1 | -1 }
  | { type: 'volumeBy'; amount: number }
  | { type: 'mute' }
  | { type: 'fullscreen' }
  | { type: 'theater' }
  | { type: 'captions' }
  | { type: 'loop' }
  | { type: 'speedBy'; direction: 1 | -1 }
  | { type: 'jumpToTenth'; tenth: number }
  | { type: 'start' }
  | { type: 'end' }
  | { type: 'help' };

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}

/** The rows of the cheat sheet: keys as shown, and the i18n key of what they do. */
export const SHORTCUT_ROWS: ReadonlyArray<{ keys: string[]; labelKey: keyof typeof enUS.clipPage.player.keys }> = [
  { keys: ['Space', 'K'], labelKey: 'togglePlay' },
  { keys: ['J'], labelKey: 'back10' },
  { keys: ['L'], labelKey: 'forward10' },
  { keys: ['←'], labelKey: 'back5' },
  { keys: ['→'], labelKey: 'forward5' },
  { keys: [',', '.'], labelKey: 'frame' },
  { keys: ['<', '>'], labelKey: 'speed' },
  { keys: ['↑', '↓'], labelKey: 'volume' },
  { keys: ['M'], labelKey: 'mute' },
  { keys: ['F'], labelKey: 'fullscreen' },
  { keys: ['T'], labelKey: 'theater' },
  { keys: ['C'], labelKey: 'captions' },
  { keys: ['R'], labelKey: 'loop' },
  { keys: ['0 … 9'], labelKey: 'jump' },
  { keys: ['Home', 'End'], labelKey: 'startEnd' },
  { keys: ['?'], labelKey: 'help' },
];

const TYPING_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);
const PRESSABLE_ROLES = new Set(['button', 'link', 'tab', 'menuitem', 'checkbox', 'switch', 'option', 'radio']);

function asElement(target: EventTarget | null | undefined): HTMLElement | null {
  return target && typeof (target as HTMLElement).tagName === 'string' ? (target as HTMLElement) : null;
}

/** True while the person types in a field: shortcuts never fire there. */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  const element = asElement(target);
  if (!element) return false;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !NON_TEXT_INPUTS.has(((element as HTMLInputElement).type || 'text').toLowerCase());
  if (element.isContentEditable || element.getAttribute('contenteditable') === 'true') return true;
  return TYPING_ROLES.has(element.getAttribute('role') ?? '');
}

/** Space and Enter on a button, link or tab press it: they are not player shortcuts there. */
function isPressable(target: EventTarget | null | undefined): boolean {
  const element = asElement(target);
  if (!element) return false;
  const tag = element.tagName.toLowerCase();
  if (tag === 'button' || tag === 'a' || tag === 'summary') return true;
  if (tag === 'input') return true;
  return PRESSABLE_ROLES.has(element.getAttribute('role') ?? '');
}

/** The player action of a key press, or null (typing, modifier chords, keys that press a focused control, others). */
export function shortcutFor(event: KeyLike): PlayerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  const element = asElement(event.target);
  // Inside a dialog (the cheat sheet, a menu) keys belong to it.
  if (element?.closest?.('[role="dialog"], [role="menu"], [role="listbox"]')) return null;
  const key = event.key;
  if (key === ' ' || key === 'Spacebar') return isPressable(event.target) ? null : { type: 'togglePlay' };
  if (/^[0-9]$/.test(key)) return { type: 'jumpToTenth', tenth: Number(key) };
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case 'k':
      return { type: 'togglePlay' };
    case 'j':
      return { type: 'seekBy', seconds: -10 };
    case 'l':
      return { type: 'seekBy', seconds: 10 };
    case 'ArrowLeft':
      return { type: 'seekBy', seconds: -5 };
    case 'ArrowRight':
      return { type: 'seekBy', seconds: 5 };
    case 'ArrowUp':
      return { type: 'volumeBy', amount: 0.1 };
    case 'ArrowDown':
      return { type: 'volumeBy', amount: -0.1 };
    case ',':
      return { type: 'frame', direction: -1 };
    case '.':
      return { type: 'frame', direction: 1 };
    case '<':
      return { type: 'speedBy', direction: -1 };
    case '>':
      return { type: 'speedBy', direction: 1 };
    case 'm':
      return { type: 'mute' };
    case 'f':
      return { type: 'fullscreen' };
    case 't':
      return { type: 'theater' };
    case 'c':
      return { type: 'captions' };
    case 'r':
      return { type: 'loop' };
    case 'Home':
      return { type: 'start' };
    case 'End':
      return { type: 'end' };
    case '?':
      return { type: 'help' };
    default:
      return null;
  }
}

export const PLAYBACK_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** The next rate up or down the list (staying at the ends). */
export function nextRate(current: number, direction: 1 | -1): number {
  const index = PLAYBACK_RATES.findIndex((rate) => rate >= current - 1e-9);
  const at = index === -1 ? PLAYBACK_RATES.length - 1 : index;
  const next = Math.min(PLAYBACK_RATES.length - 1, Math.max(0, at + direction));
  return PLAYBACK_RATES[next];
}

/** One frame, assuming 30 fps (clips are encoded at 30 or 60; a 30th of a second steps visibly at both). */
export const FRAME_SECONDS = 1 / 30;
