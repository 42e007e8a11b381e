import { useCallback, useState } from 'react';

const KEY = 'planner.table.hideDone';

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** The table's "Hide done" toggle (issue 33), remembered on this device. */
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
