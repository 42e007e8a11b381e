import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '@shared/early-taps.ts';
import { untilPageStays } from '@app/app/leaving-page.ts';

/*
 * The inline script of a drawn page, before the app listens: a tap on what stands for a link (a
 * task's row) follows its address, only to this site; another tap waits for the app. The script
 * runs here with a stand-in for `location`, the one thing of the window it navigates with.
 */
const followed: string[] = [];

beforeAll(() => {
  // A kept tap waits for the app by asking every 50 ms whether React listens, which here it never
  // does: on the test's clock, so no question is left running once the file's page is gone.
  vi.useFakeTimers();
  document.body.innerHTML = `<div id="root" data-drawn>
    <table><tbody>
      <tr data-href="/planner?task=5"><td><span id="title">Отзыв на иск</span></td></tr>
      <tr data-href="//evil.example/x"><td id="elsewhere">x</td></tr>
      <tr data-href="javascript:alert(1)"><td id="script">x</td></tr>
    </tbody></table>
    <div data-href="/kanban?task=6"><button type="button" id="own-control">✓</button></div>
    <a href="/post/razbor-1" id="post">Разбор</a>
    <a href="#comments" id="in-page">Комментарии</a>
    <a href="/post/razbor-1" target="_blank" id="new-tab">Разбор</a>
    <a href="/files/act.pdf" download id="download">Акт</a>
    <a href="https://t.me/legal" id="other-site">Чат</a>
  </div>`;
  const { origin, pathname, search } = window.location;
  new Function('location', EARLY_TAPS_SCRIPT)({
    assign: (address: string) => followed.push(address),
    origin,
    pathname,
    search,
  });
  // The browser's part, a link followed, is not this test's: the page stays.
  document.addEventListener('click', (e) => e.preventDefault());
});

const root = () => document.getElementById('root')!;
/** Clicks `id` on a page not being left yet, and says whether the page is marked as being left. */
function leavesBy(id: string, init: MouseEventInit = {}): boolean {
  root().removeAttribute('data-leaving');
  document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  return root().hasAttribute('data-leaving');
}

afterAll(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('a tap on a drawn page before the app listens', () => {
  it("follows a task's address", () => {
    document.getElementById('title')!.click();
    expect(followed).toEqual(['/planner?task=5']);
  });

  it('never follows an address of another site, or a script', () => {
    document.getElementById('elsewhere')!.click();
    document.getElementById('script')!.click();
    expect(followed).toEqual(['/planner?task=5']);
  });

  it('leaves a control inside the task to the app, which gets the tap once it listens', () => {
    let clicked = false;
    document.getElementById('own-control')!.addEventListener('click', () => (clicked = true));
    document.getElementById('own-control')!.click();
    expect(followed).toEqual(['/planner?task=5']);
    expect(clicked).toBe(false);
  });
});

describe('a tap that leaves the drawn page before the app listens', () => {
  it('marks the page as being left when a link or a task opens another page of this site in this tab', () => {
    expect(leavesBy('post')).toBe(true);
    expect(leavesBy('title')).toBe(true);
  });

  it('leaves the mark off for a jump within the page, a new tab, a download, another site or a modified click', () => {
    expect(leavesBy('in-page')).toBe(false);
    expect(leavesBy('new-tab')).toBe(false);
    expect(leavesBy('download')).toBe(false);
    expect(leavesBy('other-site')).toBe(false);
    expect(leavesBy('post', { ctrlKey: true })).toBe(false);
    expect(leavesBy('post', { button: 1 })).toBe(false);
  });

  it('makes the app wait with its hydration until the page is gone, and hydrate after all when it stays', async () => {
    root().setAttribute('data-leaving', '');
    let hydrated = false;
    void untilPageStays(root(), 2000).then(() => (hydrated = true));
    await vi.advanceTimersByTimeAsync(1900);
    expect(hydrated).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(hydrated).toBe(true);
    // Told: a later tap on a link marks the page anew.
    expect(root().hasAttribute('data-leaving')).toBe(false);
  });

  it('hydrates at once a page brought back from the back-forward cache, and one nobody is leaving', async () => {
    root().setAttribute('data-leaving', '');
    let hydrated = false;
    void untilPageStays(root(), 2000).then(() => (hydrated = true));
    // happy-dom's PageTransitionEvent leaves `persisted` out.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(hydrated).toBe(true);
    await expect(untilPageStays(root(), 2000)).resolves.toBeUndefined();
  });
});
