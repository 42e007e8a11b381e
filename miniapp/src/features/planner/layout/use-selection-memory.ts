import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { PlannerSelection } from '@shared/planner/opening-selection.ts';
import { fetchPlannerSelection, savePlannerSelection } from '../api/planner-selection.ts';
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
/** What the server last confirmed it holds, by user id: a choice the page left before sending is sent next time. */
const SENT_KEY = 'planner.selectionSent';
/** A choice is sent to the server once the person has stopped clicking through projects. */
const SAVE_AFTER_MS = 800;

/** The query's answer came in this page's life, not from the saved copy of an earlier one. */
const answeredSincePageOpened = (q: { isSuccess: boolean; isFetching: boolean; dataUpdatedAt: number }) =>
  q.isSuccess && !q.isFetching && q.dataUpdatedAt >= performance.timeOrigin;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const keyOf = (v: Remembered | null) => (v ? `${v.spaceId}:${v.projectId}` : 'none');

function valid(v: Partial<Remembered> | null | undefined): Remembered | null {
  return v && isId(v.spaceId) ? { spaceId: v.spaceId, projectId: isId(v.projectId) ? v.projectId : null } : null;
}

function readJson<T>(key: string): Record<string, T> {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, T>) ?? {};
  } catch {
    return {};
  }
}
const readMemory = () => readJson<Remembered>(MEMORY_KEY);

function writeJson(key: string, value: object): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or denied: the server still has the selection
  }
}

/** Records what the server holds for the person (on this device), so it is not sent again. */
function markSent(userId: number, key: string): void {
  writeJson(SENT_KEY, { ...readJson<string>(SENT_KEY), [userId]: key });
}

/**
 * Remembers the planner's selection per signed-in person, on this device and with their
 * settings on the server, and brings it back on the next visit. The device's
 * memory (or a deep link) wins while it is still valid; a device with none (another phone, a
 * cleared WebView) or with one that is gone (archived, left) asks the server, which answers the
 * person's last selection or, failing that, their first project. So does a project that goes
 * while it is open (archived or left elsewhere: its data answers 404 or 403, `projectGone`).
 * Someone else signing in on the same device starts from their own selection, not the previous
 * person's.
 */
export function useSelectionMemory(userId: number | null, projectGone: boolean): void {
  const [spaceId, setSpaceId] = useAtom(selectedSpaceIdAtom);
  const [projectId, setProjectId] = useAtom(selectedProjectIdAtom);
  const { spaces, projects } = useCurrentSelection();
  const restoring = useRef<number | null>(null);
  // Nothing is written back until this person's selection has been restored.
  const [restoredFor, setRestoredFor] = useState<number | null>(null);
  // The selection found on the device on arrival, checked once against the lists (a choice made here is not).
  const toCheck = useRef<Remembered | null>(null);
  // While it is checked nothing goes to the server: "this space, no project", left behind by a
  // project found gone, sent before the server's opening is asked would become that opening.
  const [checking, setChecking] = useState(false);
  const checked = () => {
    toCheck.current = null;
    setChecking(false);
  };
  // What the server holds, as far as this page knows: the same selection is not sent again.
  const saved = useRef<string | null>(null);
  // The selection of this render, for answers that arrive later (a choice made meanwhile wins).
  const now = useRef<Remembered>({ spaceId, projectId });
  now.current = { spaceId, projectId };

  /** The server's opening, unless the person chose something else while it was asked. */
  const openFromServer = (expected: Remembered) =>
    fetchPlannerSelection()
      .then((selection: PlannerSelection | null) => {
        if (!selection || keyOf(now.current) !== keyOf(expected)) return;
        saved.current = keyOf(selection);
        if (userId !== null) markSent(userId, saved.current);
        setSpaceId(selection.spaceId);
        setProjectId(selection.projectId);
      })
      .catch((err) => console.warn('planner selection not read', err));

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
    setChecking(found !== null);
    saved.current = readJson<string>(SENT_KEY)[userId] ?? null;
    if (found) {
      setRestoredFor(userId);
      return;
    }
    void openFromServer({ spaceId: null, projectId: null }).finally(() => setRestoredFor(userId));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per person, with the values of that moment
  }, [userId]);

  // The open project is gone: the server's opening, as on arrival. Until it answers nothing is
  // sent, or the space left without a project would become the opening on every device.
  useEffect(() => {
    if (!projectGone || userId === null) return;
    toCheck.current = null;
    setChecking(true);
    setProjectId(null);
    void openFromServer({ spaceId: now.current.spaceId, projectId: null }).finally(checked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once each time the open project goes
  }, [projectGone]);

  // Write every change back, for this person: on the device at once, to the server once it settles.
  useEffect(() => {
    if (userId === null || restoredFor !== userId || checking) return;
    const memory = readMemory();
    const value: Remembered = { spaceId, projectId };
    if (JSON.stringify(memory[userId]) !== JSON.stringify(value)) writeJson(MEMORY_KEY, { ...memory, [userId]: value });
    const key = keyOf(value);
    if (spaceId === null || key === saved.current) return;
    const timer = setTimeout(() => {
      saved.current = key;
      savePlannerSelection({ spaceId, projectId })
        .then(() => markSent(userId, key))
        .catch((err: unknown) => {
          saved.current = null;
          console.warn('planner selection not saved', err);
        });
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [userId, restoredFor, checking, spaceId, projectId]);

  // Gone since it was remembered (archived, left, no longer visible): the server's opening instead.
  // Judged only on lists answered since this page opened: the saved copy a repeat open shows first
  // (lib/query-persist.ts) may predate a space made elsewhere.
  const spacesSettled = answeredSincePageOpened(spaces);
  const projectsSettled = answeredSincePageOpened(projects);
  useEffect(() => {
    const check = toCheck.current;
    if (!check) return;
    if (spaceId !== check.spaceId) {
      checked(); // chosen anew (or a deep link) meanwhile
      return;
    }
    if (!spacesSettled) return;
    if (!spaces.data?.some((s) => s.id === spaceId)) {
      toCheck.current = null;
      setSpaceId(null);
      setProjectId(null);
      void openFromServer({ spaceId: null, projectId: null }).finally(checked);
      return;
    }
    // Another project chosen meanwhile; none (the project's data answered 404 first) is still checked.
    if (check.projectId === null || (projectId !== null && projectId !== check.projectId)) {
      checked();
      return;
    }
    if (!projectsSettled) return;
    if (!projects.data?.some((p) => p.id === check.projectId)) {
      toCheck.current = null;
      setProjectId(null);
      void openFromServer({ spaceId, projectId: null }).finally(checked);
    } else checked();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openFromServer reads refs and stable setters only
  }, [spaceId, projectId, spacesSettled, projectsSettled, spaces.data, projects.data, setSpaceId, setProjectId]);
}
