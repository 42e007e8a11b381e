import { useCallback, useState } from 'react';
import type { DrawnDeviceKey } from '@shared/first-screen.ts';
import { readDevice } from '@app/lib/render-hints.ts';

/** The kanban's card variants, smallest first. */
export const CARD_VARIANTS = ['minimal', 'compact', 'compact-full', 'full'] as const;
export type CardVariant = (typeof CARD_VARIANTS)[number];

const KEY = 'planner.kanban.cardVariant' satisfies DrawnDeviceKey;
const DEFAULT: CardVariant = 'compact-full';

const isVariant = (v: unknown): v is CardVariant => (CARD_VARIANTS as readonly unknown[]).includes(v);

// Read through the drawn page's hints: the server draws the board as this device shows it.
function readVariant(): CardVariant {
  const v = readDevice(KEY);
  return isVariant(v) ? v : DEFAULT;
}

/** The chosen card variant, remembered on this device. */
export function useCardVariant(): [CardVariant, (v: CardVariant) => void] {
  const [variant, setVariant] = useState<CardVariant>(readVariant);
  const choose = useCallback((v: CardVariant) => {
    setVariant(v);
    try {
      localStorage.setItem(KEY, v);
    } catch {
      // private mode: remembered for this page only
    }
  }, []);
  return [variant, choose];
}
