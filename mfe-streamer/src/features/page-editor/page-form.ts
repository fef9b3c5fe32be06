import { SUBMIT_MIN_FOLLOW_DAYS_MAX, isChannelReading, validateClipUrl, type ChannelProfile, type ErrorKey, type KeysOf, type RequestPolicy, type SubmitRule, type TipLink } from '@clipyard/shared';
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
  /** Who may submit clips, as the editor's one radio group offers it (the contract's submitRule, issue 23 item 4). */
  submitWho: SubmitWho;
  /** The days of following asked with 'followersFor', as typed (checked by checkForm). */
  followDays: string;
  featuredClipIds: string[];
}

export type SubmitWho = 'anyone' | 'followers' | 'followersFor';
export const submitWhoList: SubmitWho[] = ['anyone', 'followers', 'followersFor'];
/** What the days field offers when a streamer first picks "followers of at least…": a week. */
const DEFAULT_FOLLOW_DAYS = '7';

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
    ...submitFieldsOf(profile.submitRule),
    featuredClipIds: [...profile.featuredClipIds],
  };
}

/** The rule as the editor shows it; a server older than shared 1.8.0 says none: anyone signed in could submit. */
function submitFieldsOf(rule: SubmitRule | undefined): Pick<PageForm, 'submitWho' | 'followDays'> {
  if (!rule || rule.audience === 'anyone') return { submitWho: 'anyone', followDays: DEFAULT_FOLLOW_DAYS };
  if (rule.minFollowDays === 0) return { submitWho: 'followers', followDays: DEFAULT_FOLLOW_DAYS };
  return { submitWho: 'followersFor', followDays: String(rule.minFollowDays) };
}

/** The days typed, when they are a whole number from 1 to a year; null otherwise. */
export function followDaysOf(typed: string): number | null {
  if (!/^\d{1,3}$/.test(typed.trim())) return null;
  const days = Number(typed.trim());
  return days >= 1 && days <= SUBMIT_MIN_FOLLOW_DAYS_MAX ? days : null;
}

/** The form's rule as setChannelProfile takes it (call after checkForm found no problem). */
export function submitRuleOf(form: PageForm): SubmitRule {
  if (form.submitWho === 'anyone') return { audience: 'anyone', minFollowDays: 0 };
  if (form.submitWho === 'followers') return { audience: 'followers', minFollowDays: 0 };
  return { audience: 'followers', minFollowDays: followDaysOf(form.followDays) ?? 0 };
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
  if (form.submitWho === 'followersFor' && followDaysOf(form.followDays) === null) {
    problems.followDays = 'pageEditor.followDaysInvalid';
  }
  return problems;
}

/** The array with the item at `from` moved to `to` (both inside the array). */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
