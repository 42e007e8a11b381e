import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '@shared/early-taps.ts';

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
  </div>`;
  new Function('location', EARLY_TAPS_SCRIPT)({ assign: (address: string) => followed.push(address) });
});

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
