/**
 * The wide screen's persistent navigation (ADR 0112): from the theme's `xl` breakpoint (MUI's default, 1536 px, which
 * the Clipyard theme keeps) a column this wide on the left, under the app bar. shell/host/first-view.mjs paints the
 * same geometry before any JavaScript (its test keeps the numbers equal). No React here: the host's test imports it.
 */
export const WIDE_NAV_MIN_WIDTH = 1536;
export const WIDE_NAV_WIDTH = 240;
/** The app bar's height from 600 px (the toolbar's 64 px and its 1 px bottom border): the column starts below it. */
export const APP_BAR_HEIGHT = 65;
