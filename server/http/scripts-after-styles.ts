/**
 * A drawn page's scripts start downloading once its stylesheets are in. On a slow line (the
 * phone profile's 1.6 Mbps, behind an HTTP/2 front) every download shares it: the page's
 * forty-odd modules, asked for as soon as its HTML had come, left the stylesheets a small share,
 * and the cold feed's were in at 1.08 s instead of 0.61 s. The page paints only with them, a tap
 * cannot land before that paint, and the page a tapped link opens then shared the line with the
 * same modules. The scripts lose little there: the line is as busy, only in another order, and
 * the app could not run before the stylesheets anyway (the browser runs no script while a
 * stylesheet is loading). A warm cache loads the stylesheets at once, and the scripts with them.
 * Over HTTP/1.1 (this server without a front) the modules come six at a time, a round trip per
 * wave, and starting them later costs the app's start about as much as the stylesheets took; a
 * phone reaches the app through a TLS front (operations.md), which speaks HTTP/2.
 *
 * How: the scripts' tags go in an inert `<template>` (no browser fetches what one holds), and an
 * inline script after it puts a copy in the head. An inline script waits for the stylesheets
 * before it runs, which is the point. A script put in the page by a script runs as soon as it has
 * come, not once the page is parsed, but the drawn page and its state are in by then: only the
 * closing tags follow. The Content-Security-Policy names the inline script by its hash
 * (security-headers.ts). `SCRIPTS_AFTER_STYLES = false` leaves the tags as they are.
 */
export const SCRIPTS_AFTER_STYLES = true;

/**
 * Copies the template before it into the head (a copy runs; the parsed template's own tags would
 * not): the entry script and the texts' preload first, then the modules' preloads a few
 * milliseconds' worth at a time. Each tag asks for its file at once, which is about 2 ms of the
 * phone's main thread: forty in one task held a first tap for 85 ms on the bench's phone.
 */
export const SCRIPTS_AFTER_STYLES_LOADER =
  '(function(){var s=document.currentScript,t=s.previousElementSibling,' +
  "n=[].slice.call(document.importNode(t.content,true).childNodes),later=function(e){return e.rel=='modulepreload'?1:0};" +
  'n.sort(function(a,b){return later(a)-later(b)});t.remove();s.remove();' +
  '(function next(){var end=Date.now()+8;while(n.length&&Date.now()<end)document.head.appendChild(n.shift());' +
  'if(n.length)setTimeout(next,0)})()})()';

/** The drawn page's script tags (static.ts `withDrawnPage`), held until its stylesheets are in. */
export const afterStyles = (scripts: string) =>
  SCRIPTS_AFTER_STYLES && scripts
    ? `<template>${scripts}</template><script>${SCRIPTS_AFTER_STYLES_LOADER}</script>`
    : scripts;
