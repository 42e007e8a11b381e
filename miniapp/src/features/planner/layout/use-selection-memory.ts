import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { cloudGet, cloudSet, telegramEnv } from '@app/lib/telegram/index.ts';
import { selectedProjectIdAtom, selectedSpaceIdAtom } from '../state/selection.ts';
import { useCurrentSelection } from './use-current-selection.ts';

interface Remembered {
  spaceId: number | null;
  projectId: number | null;
}

/** Every person's last space and project on this device, by user id. */
const MEMORY_KEY = 'planner.selection';
/** Whose selection the device's current one (planner.spaceId / planner.projectId) is. */
const OWNER_KEY = 'planner.selectionUser';
/** Telegram's CloudStorage is per person already; it follows them to another phone. */
const CLOUD_KEY = 'plannerSelection';

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

function valid(v: Partial<Remembered> | null | undefined): Remembered | null {
  return v && isId(v.spaceId) ? { spaceId: v.spaceId, projectId: isId(v.projectId) ? v.projectId : null } : null;
}

function parse(text: string | null | undefined): Remembered | null {
  try {
    return valid(JSON.parse(text ?? '') as Partial<Remembered>);
  } catch {
    return null;
  }
}

function readMemory(): Record<string, Remembered> {
  try {
    return (JSON.parse(localStorage.getItem(MEMORY_KEY) ?? '{}') as Record<string, Remembered>) ?? {};
  } catch {
    return {};
  }
}

/**
 * Remembers the planner's selection per signed-in person (this device, and Telegram's
 * CloudStorage inside Telegram) and brings it back on the next visit; a remembered space or
 * project that is archived or no longer visible is dropped quietly. Someone else signing in
 * on the same device starts from their own selection, not the previous person's.
 */
export function useSelectionMemory(userId: number | null): void {
  const [spaceId, setSpaceId] = useAtom(selectedSpaceIdAtom);
  const [projectId, setProjectId] = useAtom(selectedProjectIdAtom);
  const { spaces, projects } = useCurrentSelection();
  const restoring = useRef<number | null>(null);
  // Nothing is written back until this person's selection has been restored.
  const [restoredFor, setRestoredFor] = useState<number | null>(null);
  // The selection found on arrival, checked once against the lists (a choice made here is not).
  const toCheck = useRef<Remembered | null>(null);
  // Nothing remembered anywhere on arrival: open the first project (once; a space deselected later stays so).
  const openFirst = useRef(false);

  useEffect(() => {
    if (userId === null || restoring.current === userId) return;
    restoring.current = userId;
    const mine = valid(readMemory()[userId]);
    const owner = localStorage.getItem(OWNER_KEY);
    localStorage.setItem(OWNER_KEY, String(userId));
    let found = valid({ spaceId, projectId });
    if ((owner !== null && owner !== String(userId)) || (spaceId === null && mine)) found = mine;
    setSpaceId(found?.spaceId ?? null);
    setProjectId(found?.projectId ?? null);
    toCheck.current = found;
    openFirst.current = !found;
    if (mine || spaceId !== null || !telegramEnv()) {
      setRestoredFor(userId);
      return;
    }
    // A Telegram WebView may have lost its storage: ask the cloud, unless a choice (or a
    // deep link) arrived meanwhile.
    cloudGet(CLOUD_KEY)
      .then((text) => {
        const cloud = parse(text);
        if (!cloud) return;
        openFirst.current = false;
        toCheck.current = cloud;
        setSpaceId((current) => (current === null ? cloud.spaceId : current));
        setProjectId((current) => (current === null ? cloud.projectId : current));
      })
      .catch((err) => console.warn('CloudStorage error', err))
      .finally(() => setRestoredFor(userId));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per person, with the values of that moment
  }, [userId]);

  // Write every change back, for this person.
  useEffect(() => {
    if (userId === null || restoredFor !== userId) return;
    const memory = readMemory();
    const value: Remembered = { spaceId, projectId };
    if (JSON.stringify(memory[userId]) === JSON.stringify(value)) return;
    memory[userId] = value;
    try {
      localStorage.setItem(MEMORY_KEY, JSON.stringify(memory));
    } catch {
      // storage full or denied: the selection just is not remembered
    }
    void cloudSet(CLOUD_KEY, JSON.stringify(value)).catch((err) => console.warn('CloudStorage error', err));
  }, [userId, restoredFor, spaceId, projectId]);

  // Gone since it was remembered (archived, left, no longer visible): fall back quietly.
  const spacesSettled = spaces.isSuccess && !spaces.isFetching;
  const projectsSettled = projects.isSuccess && !projects.isFetching;
  useEffect(() => {
    const check = toCheck.current;
    if (!check) return;
    if (spaceId !== check.spaceId) {
      toCheck.current = null; // chosen anew (or a deep link) meanwhile
      return;
    }
    if (!spacesSettled) return;
    if (!spaces.data?.some((s) => s.id === spaceId)) {
      toCheck.current = null;
      setSpaceId(null);
      setProjectId(null);
      return;
    }
    if (check.projectId === null || projectId !== check.projectId) {
      toCheck.current = null;
      return;
    }
    if (!projectsSettled) return;
    toCheck.current = null;
    if (!projects.data?.some((p) => p.id === projectId)) setProjectId(null);
  }, [spaceId, projectId, spacesSettled, projectsSettled, spaces.data, projects.data, setSpaceId, setProjectId]);

  // Nothing remembered (here, in Telegram's cloud): the planner opens on work (issue 33), the
  // first project of the first space; "Select a project" stays for a person with no projects.
  const firstSpace = spaces.data?.[0]?.id ?? null;
  const firstProject = projects.data?.find((p) => p.space_id === spaceId)?.id ?? null;
  useEffect(() => {
    if (userId === null || restoredFor !== userId || !openFirst.current) return;
    if (spaceId === null) {
      if (!spacesSettled) return;
      if (firstSpace === null) openFirst.current = false;
      else setSpaceId(firstSpace);
      return;
    }
    if (projectId !== null) {
      openFirst.current = false; // chosen meanwhile (or a deep link)
      return;
    }
    if (!projectsSettled) return;
    openFirst.current = false;
    if (firstProject !== null) setProjectId(firstProject);
  }, [
    userId,
    restoredFor,
    spaceId,
    projectId,
    spacesSettled,
    projectsSettled,
    firstSpace,
    firstProject,
    setSpaceId,
    setProjectId,
  ]);
}
