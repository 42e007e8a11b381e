import { describe, expect, it } from 'vitest';
import { loadConfig, RENAMED } from '@server/config.ts';

describe("the server drawing's settings", () => {
  it('are on, four pages at once and a second by default, with nothing to warn of', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ serverDrawing: true, serverDrawingConcurrency: 4, serverDrawingWaitMs: 1000 });
    expect(c.warnings).toEqual([]);
  });

  it('are read from SERVER_DRAWING, SERVER_DRAWING_CONCURRENCY and SERVER_DRAWING_WAIT_MS', () => {
    const c = loadConfig({
      SERVER_DRAWING: 'off',
      SERVER_DRAWING_CONCURRENCY: '2',
      SERVER_DRAWING_WAIT_MS: '250',
    });
    expect(c).toMatchObject({ serverDrawing: false, serverDrawingConcurrency: 2, serverDrawingWaitMs: 250 });
    expect(c.warnings).toEqual([]);
  });

  it('still take the names of the release before, each with a warning naming its new one', () => {
    const c = loadConfig({ SSR: 'off', SSR_CONCURRENCY: '2', SSR_WAIT_MS: '250' });
    expect(c).toMatchObject({ serverDrawing: false, serverDrawingConcurrency: 2, serverDrawingWaitMs: 250 });
    expect(c.warnings).toHaveLength(3);
    for (const [old, now] of Object.entries(RENAMED))
      expect(c.warnings.some((w) => w.startsWith(`${old} is renamed ${now}`))).toBe(true);
  });

  it('prefer the new name when both are set, and warn that the old one is ignored', () => {
    const c = loadConfig({ SSR_WAIT_MS: '250', SERVER_DRAWING_WAIT_MS: '500' });
    expect(c.serverDrawingWaitMs).toBe(500);
    expect(c.warnings).toEqual([expect.stringMatching(/^SSR_WAIT_MS is ignored: SERVER_DRAWING_WAIT_MS is set/)]);
  });

  it("leave vitest's own SSR alone: it sets SSR=1 in every process it starts", () => {
    const c = loadConfig({ VITEST: 'true', SSR: '1', SERVER_DRAWING: 'off' });
    expect(c.serverDrawing).toBe(false);
    expect(c.warnings).toEqual([]);
    expect(process.env.SSR).toBe('1');
    expect(loadConfig().warnings).toEqual([]);
  });

  it('name a wrong value by its new name, and by the old one it was set under', () => {
    expect(() => loadConfig({ SSR_CONCURRENCY: '0' })).toThrow(/SERVER_DRAWING_CONCURRENCY \(set as SSR_CONCURRENCY\)/);
    expect(() => loadConfig({ SERVER_DRAWING_CONCURRENCY: '0' })).toThrow(/SERVER_DRAWING_CONCURRENCY: /);
  });
});
