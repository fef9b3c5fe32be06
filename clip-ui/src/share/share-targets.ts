/**
 * Share Clip and Share Channel (issue 19 item 10): the phone's own share sheet where the browser has one, else our
 * sheet with Copy link and links to the usual sites. Here in the clip UI kit, which mfe-clips and mfe-channels each
 * bundle (ADR 0151): the platform singleton gains nothing for it (ADR 0122), and neither remote imports the other.
 */

/** The sites of the fallback sheet, in the order shown. LINE is how many Japanese readers share. */
export const SHARE_SITES = ['x', 'reddit', 'facebook', 'line', 'bluesky', 'email'] as const;
export type ShareSite = (typeof SHARE_SITES)[number];

export interface ShareTarget {
  site: ShareSite;
  href: string;
}

/**
 * Each site's documented share address with the page's URL and title. Every value goes through encodeURIComponent
 * (never `+` for a space: mail clients read `+` literally). Facebook takes only the address: it reads the title from
 * the page's Open Graph tags, which the HTML host writes.
 */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const titleThenUrl = encodeURIComponent(`${title} ${url}`);
  const byEmail = encodeURIComponent(`${title}\n${url}`);
  const href: Record<ShareSite, string> = {
    x: `https://twitter.com/intent/tweet?text=${t}&url=${u}`,
    reddit: `https://www.reddit.com/submit?url=${u}&title=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    line: `https://social-plugins.line.me/lineit/share?url=${u}&text=${t}`,
    bluesky: `https://bsky.app/intent/compose?text=${titleThenUrl}`,
    email: `mailto:?subject=${t}&body=${byEmail}`,
  };
  return SHARE_SITES.map((site) => ({ site, href: href[site] }));
}

type ShareNavigator = Navigator & {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
};

/**
 * Opens the system share sheet (navigator.share: phones, and some desktops). Answers what happened:
 * 'shared'; 'cancelled' when the person closed the sheet (AbortError: nothing to say about it); 'unavailable' when
 * there is no share sheet or it refused (the caller shows its own sheet instead). Call it straight from the click:
 * the browser allows a share sheet only within the user's gesture.
 */
export async function shareNatively(data: { title: string; url: string }, nav: ShareNavigator = navigator): Promise<'shared' | 'cancelled' | 'unavailable'> {
  if (typeof nav.share !== 'function') return 'unavailable';
  if (typeof nav.canShare === 'function' && !nav.canShare(data)) return 'unavailable';
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    // A DOMException; read by name (not instanceof Error, which a DOMException of another realm fails).
    return (error as { name?: unknown } | null)?.name === 'AbortError' ? 'cancelled' : 'unavailable';
  }
}
