import { isChannelReading, validateClipUrl, type ChannelProfile, type ErrorKey, type KeysOf, type RequestPolicy, type TipLink } from '@clipyard/shared';
import type { enUS } from './i18n';

/** The page editor's editable part of a channel profile (setChannelProfile's body without the login). */
export interface PageForm {
  displayName: string;
  /** The kana reading of the display name (search finds the channel by it). */
  reading: string;
  description: string;
  links: { label: string; url: string }[];
  tipLinks: TipLink[];
  requestPolicy: RequestPolicy;
  featuredClipIds: string[];
}

/** The contract's tip platforms, in the order the editor offers them. */
export const tipPlatformList: TipLink['platform'][] = ['kofi', 'streamlabs', 'paypal', 'patreon', 'buymeacoffee', 'other'];

export const MAX_LINKS = 10;
export const MAX_FEATURED = 6;
export const DESCRIPTION_MAX = 1000;
export const DISPLAY_NAME_MAX = 40;

export function formOf(profile: ChannelProfile): PageForm {
  return {
    displayName: profile.displayName,
    reading: profile.reading ?? '',
    description: profile.description,
    links: profile.links.map((l) => ({ ...l })),
    tipLinks: profile.tipLinks.map((l) => ({ ...l })),
    requestPolicy: profile.requestPolicy,
    featuredClipIds: [...profile.featuredClipIds],
  };
}

/** The server's rule for tip links (TIP_LINK_INVALID): an https address with a host and no credentials. */
export function isValidTipUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Per field, the key of the message that says what is wrong (typed: a misspelt key fails the typecheck). */
export type FieldProblems = Record<string, KeysOf<typeof enUS> | ErrorKey>;

/** Problems by field key ('displayName', 'links.0.url', 'tipLinks.1.url'...) as error codes or string keys. */
export function checkForm(form: PageForm): FieldProblems {
  const problems: FieldProblems = {};
  const name = form.displayName.trim();
  if (!name || name.length > DISPLAY_NAME_MAX) problems.displayName = 'pageEditor.displayNameRequired';
  if (!isChannelReading(form.reading)) problems.reading = 'errors:CHANNEL_READING_INVALID';
  form.links.forEach((link, i) => {
    if (!link.label.trim()) problems[`links.${i}.label`] = 'pageEditor.linkLabelRequired';
    const url = validateClipUrl(link.url);
    if (!url.ok) problems[`links.${i}.url`] = `errors:${url.errorCode}`;
  });
  form.tipLinks.forEach((tip, i) => {
    if (!isValidTipUrl(tip.url)) problems[`tipLinks.${i}.url`] = 'errors:TIP_LINK_INVALID';
  });
  return problems;
}

/** The array with the item at `from` moved to `to` (both inside the array). */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
