/**
 * A tap on a page the server drew, before the app listens, is kept and given to the app once it
 * does. On a slow phone the drawn page shows a second or more before its code has come and
 * hydrated it; a tap on a task in that time used to be lost, on a page that looks ready. The
 * script is inline in the page's head (the build puts it there: miniapp/vite.config.ts), so it
 * listens from the first paint, and the Content-Security-Policy names it by its hash
 * (server/http/security-headers.ts).
 *
 * The last tap only: a person who tapped twice meant the second. Links and text fields are left
 * to the browser (a link opens its page, drawn too; a field takes focus). What stands for a link
 * (`data-href`: a task's row or card, whose address the server draws with the task open) is
 * followed as one, unless the tap was on a control of its own inside it; only to an address of
 * this site (a path), whatever an attribute might say. Everything else is held
 * (a checkbox does not tick before the app can save it) until React listens on #root (it marks the
 * element it listens on), then clicked again: React hydrates what was tapped at once and answers
 * it. A tap on a page that was not hydrated after all (drawn anew) is dropped with the old nodes.
 * `EARLY_TAPS = false` in the build leaves the script out.
 *
 * A tap that leaves the page for another of this site (a link, or what stands for one, in this
 * tab, not a jump within the page) marks #root `data-leaving`: the app then holds its hydration
 * back while the next page comes (app/leaving-page.ts).
 */
export const EARLY_TAPS_SCRIPT = `(function(){var kept=null,timer=0;
function root(){var r=document.getElementById('root');return r&&r.hasAttribute('data-drawn')?r:null}
function listening(r){for(var k in r)if(k.indexOf('_reactListening')===0)return true;return false}
function leaves(e,a){return e.button===0&&!(e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)&&(!a.target||a.target=='_self')&&!a.hasAttribute('download')&&a.origin===location.origin&&!(a.pathname==location.pathname&&a.search==location.search&&a.hash)}
function replay(){var r=document.getElementById('root');if(r&&!listening(r)){timer=setTimeout(replay,50);return}
var t=kept;kept=null;timer=0;if(t&&t.isConnected)t.click()}
document.addEventListener('click',function(e){var r=root(),t=e.target;
if(!r||listening(r)||!(t instanceof Element)||!r.contains(t))return;
var a=t.closest('a[href]');if(a&&leaves(e,a))r.setAttribute('data-leaving','');
if(a||t.closest('textarea,select,[contenteditable],input:not([type=checkbox]):not([type=radio])'))return;
e.preventDefault();e.stopPropagation();
var h=t.closest('[data-href],button,input,label,[role=button]'),u=h&&h.getAttribute('data-href');
if(u&&u.charAt(0)=='/'&&u.charAt(1)!='/'){kept=null;r.setAttribute('data-leaving','');location.assign(u);return}
kept=t;if(!timer)timer=setTimeout(replay,50)},true)})()`;
