/**
 * A skeleton of the route's layout, painted by the HTML itself before any JavaScript: the app bar, then a grid of
 * clip cards (frontpage, channel, listing pages) or the player's 16:9 shape (clip page; the embed route is the player
 * alone). React replaces it when the shell mounts into #root. Colours come from the theme variables the first-paint
 * script set (shared/src/federation/index.html), so the skeleton is already in the reader's theme.
 */

const STYLE = `<style>
.cy-skel{min-height:100vh}
.cy-skel i{display:block;background:var(--cy-skel);border-radius:8px}
.cy-bar{height:56px;border-bottom:1px solid var(--cy-skel)}
@media (min-width:600px){.cy-bar{height:64px}}
.cy-main{max-width:1200px;margin:0 auto;padding:16px}
.cy-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px}
.cy-grid i{aspect-ratio:16/9}
.cy-player{aspect-ratio:16/9;max-height:70vh;width:100%}
.cy-line{height:20px;margin-top:16px;width:60%}
.cy-line.cy-short{width:30%}
.cy-embed{width:100vw;height:100vh;border-radius:0!important}
</style>`;

const bar = '<div class="cy-bar"></div>';
const grid = `<div class="cy-grid">${'<i></i>'.repeat(8)}</div>`;

/** @param {string} kind  the page kind of page-routes.mjs */
export function skeletonFor(kind) {
  let body;
  if (kind === 'embed') body = '<i class="cy-embed"></i>';
  else if (kind === 'clip') body = `${bar}<div class="cy-main"><i class="cy-player"></i><i class="cy-line"></i><i class="cy-line cy-short"></i></div>`;
  else if (kind === 'channel') body = `${bar}<div class="cy-main"><i class="cy-line"></i><i class="cy-line cy-short"></i><div style="height:16px"></div>${grid}</div>`;
  else if (kind === 'frontpage' || kind === 'named') body = `${bar}<div class="cy-main">${grid}</div>`;
  else body = bar;
  return { style: STYLE, markup: `<div class="cy-skel" aria-hidden="true">${body}</div>` };
}
