/**
 * A drawn page's scripts start downloading once its stylesheets are in. On a slow line (the
 * phone profile's 1.6 Mbps) every download shares it: the page's forty-odd modules, asked for
 * as soon as its HTML had come, left the six stylesheets a small share, and the drawn page,
 * which paints only with them, painted at 1.1–1.2 s on a cold open instead of 0.5 s. A tap
 * cannot land before that paint, and the page a tapped link opens then shared the line with the
 * same modules. The scripts lose little: the line is as busy, only in another order, and the
 * app could not run before the stylesheets anyway (the browser runs no script while a
 * stylesheet is loading). A warm cache loads the stylesheets at once, and the scripts with them.
 *
 * How: the scripts' tags go in an inert `<template>` (no browser fetches what one holds), and an
 * inline script after it puts a copy in the head. An inline script waits for the stylesheets
 * before it runs, which is the point. The Content-Security-Policy names it by its hash
 * (security-headers.ts). `SCRIPTS_AFTER_STYLES = false` leaves the tags as they are.
 */
export const SCRIPTS_AFTER_STYLES = true;

/** Copies the template before it into the head (a copy runs; the parsed template's own tags would not). */
export const SCRIPTS_AFTER_STYLES_LOADER =
  '(function(){var s=document.currentScript,t=s.previousElementSibling;document.head.appendChild(document.importNode(t.content,true));t.remove();s.remove()})()';

/** The drawn page's script tags (static.ts `withDrawnPage`), held until its stylesheets are in. */
export const afterStyles = (scripts: string, on = SCRIPTS_AFTER_STYLES) =>
  on && scripts ? `<template>${scripts}</template><script>${SCRIPTS_AFTER_STYLES_LOADER}</script>` : scripts;
