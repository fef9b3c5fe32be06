/**
 * Rspack plugin: the shell page's head links the web app manifest, its icons and the theme colour (ADR 0102). Added
 * to the generated index.html (the template is shared with the remotes' standalone hosts, which are not installable).
 */
import { rspack } from '@rspack/core';

/** The Dark theme's background (SPEC section 9: Dark is the default colour preference). */
export const THEME_COLOR = '#171717';

export const HEAD_TAGS = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  `<meta name="theme-color" content="${THEME_COLOR}" />`,
  '<link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />',
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
];

export class HeadTagsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ClipyardHeadTags', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('ClipyardHeadTags', async (data) => {
        // The template's empty icon only stops a /favicon.ico request: the real icon replaces it.
        const html = data.html.replace(/\s*<link rel="icon" href="data:,"\s*\/?>/, '');
        return { ...data, html: html.replace('</head>', `${HEAD_TAGS.join('')}</head>`) };
      });
    });
  }
}
