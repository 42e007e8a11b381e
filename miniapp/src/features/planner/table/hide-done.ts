import { useCallback, useState } from 'react';
import type { DrawnDeviceKey } from '@shared/first-screen.ts';
import { readDevice } from '@app/lib/render-hints.ts';

const KEY = 'planner.table.hideDone' satisfies DrawnDeviceKey;

// Read through the drawn page's hints: the server draws the table as this device shows it.
const read = (): boolean => readDevice(KEY) === '1';

/** The table's "Hide done" toggle, remembered on this device. */
export function useHideDone(): [boolean, (v: boolean) => void] {
  const [hide, setHide] = useState<boolean>(read);
  const choose = useCallback((v: boolean) => {
    setHide(v);
    try {
      localStorage.setItem(KEY, v ? '1' : '0');
    } catch {
      // private mode: remembered for this page only
    }
  }, []);
  return [hide, choose];
}
