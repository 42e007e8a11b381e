import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '@app/lib/preloadable-lazy.tsx';

/*
 * A part a tap opens (a sheet, a dialog) is drawn in the tap's own frame once its code was
 * fetched ahead: no fallback, not even for one render. Its code is fetched once per page when
 * the page is idle, and again at the next chance if that fetch failed (offline).
 */

const Sheet = ({ label }: { label: string }) => <p data-testid="sheet">{label}</p>;

/** A load that answers only when told, counting its calls. */
function controlledLoad() {
  const calls: Array<{ resolve: () => void; reject: () => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Sheet }>((resolve, reject) => {
        calls.push({ resolve: () => resolve({ default: Sheet }), reject: () => reject(new Error('offline')) });
      }),
  );
  return { load, calls };
}

const idle = () => act(() => vi.runAllTimersAsync());

describe('preloadableLazy', () => {
  it('draws a part whose code was fetched ahead in the same render, with no fallback', async () => {
    const { load, calls } = controlledLoad();
    const { Component, ready } = preloadableLazy(load);
    const fetched = ready();
    calls[0]!.resolve();
    await fetched;

    render(
      <Suspense fallback={<p data-testid="fallback" />}>
        <Component label="Ещё" />
      </Suspense>,
    );
    expect(screen.getByTestId('sheet').textContent).toBe('Ещё');
    expect(screen.queryByTestId('fallback')).toBeNull();
  });

  it('still shows a part whose code was not fetched ahead, once it comes', async () => {
    const { load, calls } = controlledLoad();
    const { Component } = preloadableLazy(load);
    render(
      <Suspense fallback={<p data-testid="fallback" />}>
        <Component label="Ещё" />
      </Suspense>,
    );
    expect(screen.getByTestId('fallback')).toBeTruthy();
    await act(async () => calls[0]!.resolve());
    expect((await screen.findByTestId('sheet')).textContent).toBe('Ещё');
  });

  it('fetches ahead once per page when idle, and again after a failed fetch', async () => {
    vi.useFakeTimers();
    try {
      const { load, calls } = controlledLoad();
      const { readyWhenIdle } = preloadableLazy(load);
      readyWhenIdle();
      readyWhenIdle();
      expect(load).not.toHaveBeenCalled();
      await idle();
      expect(load).toHaveBeenCalledTimes(1);

      await act(async () => calls[0]!.reject());
      readyWhenIdle();
      await idle();
      expect(load).toHaveBeenCalledTimes(2);

      await act(async () => calls[1]!.resolve());
      readyWhenIdle();
      await idle();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
