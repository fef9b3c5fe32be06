/**
 * The <head> of one page, as data (buildHead) and as HTML written into the built index.html (renderPage). Every
 * piece of user text goes through escapeHtml or jsonForScript: a clip titled `"><script>` stays text.
 */
import { HEAD_STRINGS, OG_LOCALE, fill } from './head-strings.mjs';

/** The embed player's size (server/src/features/playback/routes.ts EMBED_WIDTH/HEIGHT). */
const EMBED_WIDTH = 640;
const EMBED_HEIGHT = 360;
/**
 * shared/src/media/media-paths.ts THUMBNAIL_MAX_WIDTH. This host runs as plain Node (>= 20) without a build step,
 * and @clipyard/shared is TypeScript source with no built JS, so it cannot import the media helpers: clipMedia
 * below repeats their keys, and render-head.test.ts checks both against the shared helpers.
 */
const THUMB_MAX_WIDTH = 640;

export function escapeHtml(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON safe inside <script>: no `</script>`, no `<!--`, no line separators that end a JS string. */
export function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function tag(name, attributes) {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ');
  return `<${name} ${attrs}>`;
}
const meta = (property, content) => tag('meta', { property, content });
const named = (name, content) => tag('meta', { name, content });

/** Seconds as an ISO 8601 duration (PT1M2.5S). */
export function isoDuration(seconds) {
  const total = Math.max(0, Math.round(seconds * 10) / 10);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = Math.round((total % 60) * 10) / 10;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || (!hours && !minutes) ? `${rest}S` : ''}`;
}

function withSlash(base) {
  return base.endsWith('/') ? base : `${base}/`;
}

/** The media addresses of shared/src/media/media-paths.ts (see THUMB_MAX_WIDTH for why not imported). */
export function clipMedia(clip, mediaBaseUrl) {
  const base = withSlash(mediaBaseUrl);
  const stem = `${base}clips/${clip.channelLogin}/${clip.internalClipId}`;
  const version = `?version=${clip.mediaVersion}`;
  const formats = clip.thumbnailFormats ?? [];
  let thumbWidth = null;
  let thumbHeight = null;
  if (clip.width && clip.height) {
    thumbWidth = Math.min(THUMB_MAX_WIDTH, clip.width);
    // ffmpeg's -2: the height rounded to an even number.
    thumbHeight = Math.round((thumbWidth * clip.height) / clip.width / 2) * 2;
  }
  return {
    webp: formats.includes('webp') ? `${stem}.webp${version}` : null,
    avif: formats.includes('avif') ? `${stem}.avif${version}` : null,
    thumbWidth,
    thumbHeight,
    source: (clip.renditions ?? []).includes('source') ? `${stem}-source.mp4${version}` : null,
  };
}

/**
 * @param {object} o
 * @param {ReturnType<import('./page-routes.mjs').matchPage>} o.page
 * @param {{ found: boolean, clip?: object, channel?: object } | null} o.data   null: the API did not answer in time
 * @param {'en-US' | 'ja'} o.language
 * @param {string} o.pathname
 * @param {string} o.publicOrigin   e.g. https://clips.example (no trailing slash)
 * @param {string} o.apiBaseUrl     absolute
 * @param {string} o.mediaBaseUrl   absolute
 */
export function buildHead({ page, data, language, pathname, publicOrigin, apiBaseUrl, mediaBaseUrl }) {
  const s = HEAD_STRINGS[language];
  const origin = publicOrigin.replace(/\/$/, '');
  const trimmedPath = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  const head = {
    status: 200,
    title: s.siteName,
    description: s.siteDescription,
    canonical: `${origin}${trimmedPath}`,
    robots: null,
    tags: [],
    jsonLd: null,
    clip: null,
  };
  const common = () => [
    meta('og:site_name', s.siteName),
    meta('og:locale', OG_LOCALE[language]),
    meta('og:locale:alternate', OG_LOCALE[language === 'ja' ? 'en-US' : 'ja']),
    meta('og:url', head.canonical),
    meta('og:title', head.title),
    meta('og:description', head.description),
  ];
  const notFound = () => {
    head.status = 404;
    head.title = `${s.notFound} · ${s.siteName}`;
    head.robots = 'noindex';
  };

  switch (page.kind) {
    case 'frontpage':
      head.title = s.frontpage;
      head.tags = [...common(), meta('og:type', 'website'), named('twitter:card', 'summary')];
      break;
    case 'named':
      head.title = `${s.pages[page.key]} · ${s.siteName}`;
      head.tags = [...common(), meta('og:type', 'website'), named('twitter:card', 'summary')];
      break;
    case 'private':
      head.title = `${s.pages[page.key]} · ${s.siteName}`;
      head.robots = 'noindex';
      break;
    case 'unknown':
      notFound();
      break;
    case 'declared':
      // A route a remote declared that this host has no kind of its own for (ADR 0158): the remote's title for it.
      head.title = page.title ? `${page.title[language]} · ${s.siteName}` : s.siteName;
      if (page.index) head.tags = [...common(), meta('og:type', 'website'), named('twitter:card', 'summary')];
      else head.robots = 'noindex';
      break;
    case 'channel':
      if (data && !data.found) notFound();
      else if (data) channelHead(head, data.channel, s, common);
      break;
    case 'clip':
    case 'embed':
      // A clip address with another channel's login is not this clip (mfe-clips says not found too).
      if (data && (!data.found || data.clip.channelLogin !== page.channelLogin)) notFound();
      else if (data) clipHead(head, data.clip, { s, origin, language, apiBaseUrl, mediaBaseUrl, common, embed: page.kind === 'embed' });
      break;
  }
  return head;
}

/** How much of a channel's own description its share preview carries, in characters. */
export const CHANNEL_DESCRIPTION_MAX = 300;

/**
 * The first `max` characters of a text, a character being what a reader sees as one (a grapheme: an emoji with its
 * modifiers, a flag, a letter with its marks), and an ellipsis when something was cut. A cut by UTF-16 units split
 * an emoji at the edge into half a surrogate pair, which previews showed as U+FFFD.
 * @param {string} text
 * @param {number} max
 */
export function cutCharacters(text, max) {
  let out = '';
  let count = 0;
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) {
    if (count === max) return `${out.trimEnd()}…`;
    out += segment;
    count += 1;
  }
  return out;
}

function channelHead(head, channel, s, common) {
  head.title = `${channel.displayName} · ${s.siteName}`;
  const written = channel.description?.trim();
  head.description = written ? cutCharacters(written, CHANNEL_DESCRIPTION_MAX) : fill(s.channelDescription, { channel: channel.displayName });
  head.tags = [
    ...common(),
    tag('meta', { property: 'og:type', content: 'profile' }),
    meta('profile:username', channel.channelLogin),
    named('twitter:card', 'summary'),
    named('twitter:title', head.title),
    named('twitter:description', head.description),
  ];
}

function clipHead(head, clip, { s, origin, language, apiBaseUrl, mediaBaseUrl, common, embed }) {
  const clipPage = `${origin}/${clip.channelLogin}/clip/${clip.internalClipId}`;
  const embedUrl = `${origin}/embed/${clip.channelLogin}/${clip.internalClipId}`;
  const media = clipMedia(clip, mediaBaseUrl);
  const image = media.webp ?? media.avif;
  head.clip = clip;
  head.canonical = clipPage;
  head.title = `${clip.clipTitle} · ${s.siteName}`;
  head.description = fill(s.clipDescriptionWithViews, { channel: clip.channelDisplayName, views: clip.viewCount.toLocaleString(language) });
  if (embed) {
    // The player alone: shared as the clip page, never listed itself.
    head.robots = 'noindex';
    return;
  }
  // An unlisted clip is for whoever has its link (ADR 0132): shareable, never indexed.
  if (clip.visibility === 'unlisted') head.robots = 'noindex';
  const tags = [...common(), meta('og:type', 'video.other')];
  if (image) {
    tags.push(meta('og:image', image), meta('og:image:type', media.webp ? 'image/webp' : 'image/avif'), meta('og:image:alt', clip.clipTitle));
    if (media.thumbWidth) tags.push(meta('og:image:width', media.thumbWidth), meta('og:image:height', media.thumbHeight));
  }
  if (media.source) {
    tags.push(meta('og:video', media.source), meta('og:video:secure_url', media.source), meta('og:video:type', 'video/mp4'));
    if (clip.width && clip.height) tags.push(meta('og:video:width', clip.width), meta('og:video:height', clip.height));
  }
  tags.push(
    named('twitter:card', 'player'),
    named('twitter:title', head.title),
    named('twitter:description', head.description),
    named('twitter:player', embedUrl),
    named('twitter:player:width', EMBED_WIDTH),
    named('twitter:player:height', EMBED_HEIGHT),
  );
  if (image) tags.push(named('twitter:image', image));
  const oembed = `${withSlash(apiBaseUrl)}oembed?url=${encodeURIComponent(clipPage)}&format=json`;
  tags.push(tag('link', { rel: 'alternate', type: 'application/json+oembed', href: oembed, title: clip.clipTitle }));
  head.tags = tags;
  head.jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: clip.clipTitle,
    description: head.description,
    thumbnailUrl: [media.webp, media.avif].filter(Boolean),
    uploadDate: clip.createdAt,
    ...(clip.durationSeconds ? { duration: isoDuration(clip.durationSeconds) } : {}),
    ...(media.source ? { contentUrl: media.source } : {}),
    embedUrl,
    url: clipPage,
    ...(clip.width && clip.height ? { width: clip.width, height: clip.height } : {}),
    author: { '@type': 'Person', name: clip.channelDisplayName, url: `${origin}/${clip.channelLogin}` },
    interactionStatistic: [
      { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: clip.viewCount },
      { '@type': 'InteractionCounter', interactionType: { '@type': 'LikeAction' }, userInteractionCount: clip.likeCount },
    ],
  };
}

/** hreflang alternates: the same address with ?lang=, and x-default without. */
function alternates(canonical) {
  return [
    tag('link', { rel: 'alternate', hreflang: 'en-US', href: `${canonical}?lang=en-US` }),
    tag('link', { rel: 'alternate', hreflang: 'ja', href: `${canonical}?lang=ja` }),
    tag('link', { rel: 'alternate', hreflang: 'x-default', href: canonical }),
  ];
}

/** The web app manifest in the page's language (shell/public holds one per language). */
export function manifestOf(language) {
  return language === 'ja' ? '/manifest.ja.webmanifest' : '/manifest.webmanifest';
}

/**
 * Writes the head into the built index.html: <html lang>, <title>, the description, and the tags before </head>.
 * `extraHead` (preloads, first data) goes last; `skeleton` (skeleton.mjs) fills #root until React mounts; `firstView`
 * (first-view.mjs) lies above the app until its page is on screen.
 */
export function renderPage(template, head, language, { extraHead = '', skeleton = null, firstView = null } = {}) {
  const lines = [
    tag('link', { rel: 'canonical', href: head.canonical }),
    ...alternates(head.canonical),
    ...(head.robots ? [named('robots', head.robots)] : []),
    ...head.tags,
  ];
  if (head.jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  const block = `${lines.map((line) => `    ${line}`).join('\n')}\n${skeleton ? skeleton.style : ''}${firstView ? firstView.style : ''}${extraHead}`;
  return template
    .replace('<div id="root"></div>', () => `<div id="root">${skeleton ? skeleton.markup : ''}</div>${firstView ? firstView.markup : ''}`)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(language)}"`)
    // An installed app takes its name, description and shortcuts from the manifest of the page it was installed from.
    .replace('href="/manifest.webmanifest"', () => `href="${manifestOf(language)}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => named('description', head.description))
    .replace('</head>', () => `${block}  </head>`);
}
