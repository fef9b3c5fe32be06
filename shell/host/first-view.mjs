/**
 * The first view painted by the HTML itself (ADR 0097): on a cold clip page the clip's poster, title and channel; on
 * the frontpage its first cards with their thumbnails, titles and channels. It lies above the app (`#cy-first-view`,
 * fixed, below dialogs and notifications) until the page's remote says its own view is on screen
 * (shared/src/ui/first-view.ts), so a phone shows the real picture as soon as the HTML and one image have arrived,
 * not after the whole JavaScript chain. Made from the same inlined answer the remote reads, for a signed-out visitor:
 * a saved profile (whose blocks may hide a clip) hides it before the first paint (index.html's first-paint script).
 */
import { HEAD_STRINGS } from './head-strings.mjs';
import { escapeHtml } from './render-head.mjs';

/** shared/src/ui/first-view.ts FIRST_VIEW_ID (first-view.test.ts keeps the two in step). */
export const FIRST_VIEW_ID = 'cy-first-view';

/**
 * The wide screen's persistent navigation (ADR 0112, shell/src/features/layout/Layout.tsx): from the theme's xl breakpoint a
 * column this wide on the left, the main content centred in the width beside it.
 */
export const WIDE_NAV_MIN_WIDTH = 1536;
export const WIDE_NAV_WIDTH = 240;
/** The app's main column's widest (Layout.tsx). */
const MAIN_MAX_WIDTH = 1400;

/** Cards painted on the frontpage: the rows a phone or a wide screen shows before scrolling. */
const FRONTPAGE_CARDS = 8;

/*
 * The app's geometry, so that the swap does not move anything: the shell's app bar (56 px, 64 px from 600 px) and
 * main (8 px sides on a phone, 16 px from 600 px, 16 px above); the frontpage section (16 px sides, 24 px from
 * 900 px, 24 px above), its heading and controls (168 px high on a phone, one 66 px row from 600 px), its tabs
 * (64 px), ClipGrid (240 px columns, 16 px gaps) and from 1200 px the recommendation rail's 300 px column beside
 * them; the clip page's player (the whole main width on a phone; beside a 320 px panel from 900 px, inside 24 px
 * sides); from 1536 px the persistent navigation's 240 px column on the left, main centred beside it (its left edge at
 * 240 px + half of what is left beyond 1400 px). The poster and the first thumbnail are one pixel wider on each side than the app's,
 * never smaller: the app's copies of them are then no later, larger paint (the largest paint stays the first one).
 */
const STYLE = `<style>
#${FIRST_VIEW_ID}{position:fixed;inset:0;z-index:1250;overflow:hidden;background:var(--cy-bg);color:var(--cy-fg)}
:root[data-profile] #${FIRST_VIEW_ID}{display:none}
#${FIRST_VIEW_ID} .cy-bar{display:flex;align-items:center;padding-left:60px;font-weight:700;font-size:20px;box-sizing:border-box}
.cy-fv-main{max-width:${MAIN_MAX_WIDTH}px;margin:0 auto;box-sizing:border-box}
.cy-fv-sub{opacity:.72;font-size:14px;margin-top:4px}
.cy-fv-t{font-weight:600;line-height:1.3;overflow-wrap:anywhere;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.cy-fv-clip{padding:16px 7px}
.cy-fv-player{background:#000;aspect-ratio:16/9;overflow:hidden}
.cy-fv-player img,.cy-fv-thumb img{width:100%;height:100%;display:block}
.cy-fv-player img{object-fit:contain}
@media (max-width:599.95px) and (orientation:portrait){.cy-fv-tall{aspect-ratio:9/16;width:min(100%,calc(70svh * 9 / 16));margin:0 auto}.cy-fv-tall img{object-fit:cover}}
.cy-fv-head{padding:16px 9px}
.cy-fv-head .cy-fv-t{font-size:24px;font-weight:400;-webkit-line-clamp:3}
.cy-fv-page{padding:40px 23px 0}
.cy-fv-tools{height:168px}
.cy-fv-tabs{height:64px}
.cy-fv-rail{display:none}
.cy-fv-tools h1{margin:0;font-size:24px;font-weight:400;line-height:32px}
.cy-fv-tools i{display:block;background:var(--cy-skel);border-radius:4px;height:40px;width:170px;margin-top:16px}
.cy-fv-grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
.cy-fv-card{border:1px solid var(--cy-skel);border-radius:4px;overflow:hidden}
.cy-fv-thumb{aspect-ratio:16/9;background:var(--cy-skel)}
.cy-fv-thumb img{object-fit:cover}
.cy-fv-body{padding:12px 16px}
@media (min-width:600px){.cy-fv-page{padding:40px 31px 0}.cy-fv-clip{padding:16px 15px}
.cy-fv-tools{height:66px;display:flex;justify-content:space-between;align-items:flex-start}.cy-fv-tools i{margin:0;width:380px}}
@media (min-width:900px){
.cy-fv-page{padding:40px 39px 0}
.cy-fv-clip{display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:0 16px;padding:40px 39px 0}
.cy-fv-player{border-radius:4px}.cy-fv-panel{background:var(--cy-skel);border-radius:4px}
.cy-fv-head{grid-column:1/-1;padding:16px 1px}}
@media (min-width:1200px){.cy-fv-split{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:0 24px;align-items:start}
.cy-fv-rail{display:block;height:336px;border:1px solid var(--cy-skel);border-radius:4px}}
@media (min-width:${WIDE_NAV_MIN_WIDTH}px){#${FIRST_VIEW_ID}>.cy-fv-main{margin-left:max(${WIDE_NAV_WIDTH}px,calc(50% - ${MAIN_MAX_WIDTH / 2 - WIDE_NAV_WIDTH / 2}px));margin-right:auto}
#${FIRST_VIEW_ID}::before{content:"";position:absolute;left:${WIDE_NAV_WIDTH - 1}px;top:64px;bottom:0;border-left:1px solid var(--cy-skel)}}
</style>`;

/**
 * The page's largest picture loads at once, at high priority; the others wait for it (their address in `data-src`,
 * set by scripts-after-first-view.mjs once it has been painted, ADR 0113): on a phone's slow link the first picture
 * does not share the connection with seven others.
 */
const image = (src, { high }) =>
  src ? `<img ${high ? 'src' : 'data-src'}="${escapeHtml(src)}" alt="" decoding="async"${high ? ' fetchpriority="high"' : ' loading="lazy"'}>` : '';

function clipView(clip, imageOf) {
  return (
    `<div class="cy-fv-main cy-fv-clip">` +
    // A clip with a vertical version plays it on a phone held upright (mfe-clips' ClipPlayer): the same 9:16 box here.
    `<div class="cy-fv-player${clip.verticalVersion ? ' cy-fv-tall' : ''}">${image(imageOf(clip), { high: true })}</div><div class="cy-fv-panel"></div>` +
    `<div class="cy-fv-head"><div class="cy-fv-t">${escapeHtml(clip.clipTitle)}</div>` +
    `<div class="cy-fv-sub">${escapeHtml(clip.channelDisplayName)}</div></div></div>`
  );
}

function frontpageView(clipList, imageOf, strings) {
  const cards = clipList
    .slice(0, FRONTPAGE_CARDS)
    .map(
      (clip, index) =>
        `<div class="cy-fv-card"><div class="cy-fv-thumb">${image(imageOf(clip), { high: index === 0 })}</div>` +
        `<div class="cy-fv-body"><div class="cy-fv-t">${escapeHtml(clip.clipTitle)}</div>` +
        `<div class="cy-fv-sub">${escapeHtml(clip.channelDisplayName)}</div></div></div>`,
    )
    .join('');
  return (
    `<div class="cy-fv-main cy-fv-page"><div class="cy-fv-tools"><h1>${escapeHtml(strings.frontpageHeading)}</h1><i></i></div>` +
    `<div class="cy-fv-split"><div><div class="cy-fv-tabs"></div><div class="cy-fv-grid">${cards}</div></div><div class="cy-fv-rail"></div></div></div>`
  );
}

/**
 * @param {object} o
 * @param {'clip' | 'frontpage' | string} o.kind   the page kind of page-routes.mjs
 * @param {object | null} o.clip                    the page's clip (clip pages)
 * @param {object[] | null} o.clipList              the frontpage's first listing page
 * @param {'en-US' | 'ja'} o.language
 * @param {(clip: object) => string | null} o.imageOf   the thumbnail address the browser shows for a clip
 * @returns {{ style: string, markup: string } | null}   null: nothing to paint beyond the skeleton
 */
export function firstViewFor({ kind, clip, clipList, language, imageOf }) {
  const strings = HEAD_STRINGS[language] ?? HEAD_STRINGS['en-US'];
  let body = null;
  if (kind === 'clip' && clip) body = clipView(clip, imageOf);
  else if (kind === 'frontpage' && clipList?.length) body = frontpageView(clipList, imageOf, strings);
  if (!body) return null;
  const bar = `<div class="cy-bar">${escapeHtml(strings.siteName)}</div>`;
  return { style: STYLE, markup: `<div id="${FIRST_VIEW_ID}" aria-hidden="true">${bar}${body}</div>` };
}
