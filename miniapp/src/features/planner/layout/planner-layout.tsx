import { Spinner } from '@telegram-apps/telegram-ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { FolderOpen, LogIn } from 'lucide-react';
import { useHydrateAtoms } from 'jotai/utils';
import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useSession } from '@app/lib/session.ts';
import { telegramEnv } from '@app/lib/telegram/index.ts';
import { ApiError } from '@app/lib/api-client.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { usePlannerData, type PlannerData } from '../api/planner-data.ts';
import { useCreateDeepLink } from '../hooks/use-create-deep-link.ts';
import { useTaskDeepLink } from '../hooks/use-task-deep-link.ts';
import { plannerDialogAtom } from '../state/dialogs.ts';
import { drawnTask } from '../state/drawn-dialog.ts';
import { selectedProjectIdAtom, sidebarOpenOnPhoneAtom } from '../state/selection.ts';
import { CreateMenu } from './create-menu.tsx';
import { EmptyState } from './empty-state.tsx';
import { PlannerHeader } from './planner-header.tsx';
import { Sidebar } from './sidebar.tsx';
import { useSelectionMemory } from './use-selection-memory.ts';
import type { PlannerView } from './views.ts';
import { useServerDrawing } from '@app/lib/render-hints.ts';
import { HydrateApart } from '@app/lib/hydrate-apart.tsx';
import { preloadableLazy, registerHydrationPart } from '@app/lib/preloadable-lazy.tsx';
import { whenIdle } from '@app/lib/when-idle.ts';
import { UnsentButton } from '../offline/unsent-list.tsx';
import { UnsentTasks } from '../offline/unsent-mark.tsx';
import { useUnsentTasks } from '../offline/use-changes.ts';
import '../planner.css';

const loadDialogs = () => import('../dialogs/planner-dialogs.tsx');
const { Component: PlannerDialogs, ready: dialogsReady } = preloadableLazy(loadDialogs);
// A view drawn with a task's dialog open (state/drawn-dialog.ts) hydrates it with its code in.
registerHydrationPart((root) => !!root.querySelector('.planner [role=dialog]'), dialogsReady);
/**
 * The dialogs' code (a task's form and its validation) is fetched as soon as the page's own code
 * is in, before a drawn page hydrates (the page's `firstTaps`, app/routes.tsx), and otherwise once
 * the page is idle: the first tap on a task then opens it at once. Fetched on the tap, it took a
 * second or two on a slow phone's network, after the page looked ready. False fetches it on the
 * first tap only.
 */
const PREFETCH_DIALOGS = true;
export const prefetchDialogs = (): Promise<unknown> => (PREFETCH_DIALOGS ? loadDialogs() : Promise.resolve());
// Inside Telegram only: a browser never loads it.
const HomeScreenOffer = lazy(() => import('../home-screen/home-screen-offer.tsx'));

export interface PlannerViewContext {
  data: PlannerData;
  openTask: (taskId: number) => void;
}

/**
 * The frame of /planner, /kanban, /calendar and /list: sidebar, header,
 * the selected project's data for the view, the create menu and the dialogs.
 *
 * `children` draws the view. Make it once (outside the page, or with useCallback): the page
 * renders again whenever its address does, as on opening or closing a task, and a function
 * made anew then builds the whole view again behind the dialog (a table of a few hundred rows,
 * twice per task opened and closed). tests/unit/planner/view-functions.test.ts keeps it so.
 */
export function PlannerLayout({
  view,
  children,
}: {
  view: PlannerView;
  children: (ctx: PlannerViewContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const { isAuth, userId } = useSession();
  const projectId = useAtomValue(selectedProjectIdAtom);
  const openDialog = useSetAtom(plannerDialogAtom);
  const setPhoneOpen = useSetAtom(sidebarOpenOnPhoneAtom);
  const data = usePlannerData(isAuth ? projectId : null);
  const unsent = useUnsentTasks();
  const drawing = useServerDrawing();
  const search = useSearch();
  // Once, in the drawing's render and in its hydration alike: the dialog the address opens.
  const drawnDialog = drawing ? drawnTask(search, data.data) : null;
  useHydrateAtoms(new Map(drawnDialog ? [[plannerDialogAtom, drawnDialog]] : []));
  useTaskDeepLink(isAuth);
  useCreateDeepLink(isAuth);
  // A project archived or left elsewhere answers 404 or 403: the planner moves to the server's
  // opening instead of an error page.
  const projectGone = data.error instanceof ApiError && (data.error.status === 404 || data.error.status === 403);
  useSelectionMemory(isAuth ? userId : null, projectGone);

  useEffect(() => {
    document.title = `${t(`planner.views.${view}`)} · ${t('common.appName')}`;
  }, [view, t]);
  useEffect(() => {
    if (isAuth) whenIdle(() => void prefetchDialogs().catch(() => {}));
  }, [isAuth]);
  // Leaving the planner closes what it had open, so coming back does not reopen it.
  useEffect(
    () => () => {
      setPhoneOpen(false);
      openDialog(null);
    },
    [setPhoneOpen, openDialog],
  );

  const openTask = useCallback(
    (taskId: number) => openDialog({ kind: 'entity', type: 'task', mode: 'edit', id: taskId }),
    [openDialog],
  );
  // The view (a table of a few hundred rows) is built anew only when what it shows changes, not
  // whenever the layout renders for its own parts (a session check, the sidebar on a phone).
  const shownView = useMemo(
    () =>
      data.data ? (
        <UnsentTasks.Provider value={unsent}>{children({ data: data.data, openTask })}</UnsentTasks.Provider>
      ) : null,
    [data.data, unsent, children, openTask],
  );

  let content: ReactNode;
  if (!isAuth) {
    content = (
      <EmptyState
        icon={<LogIn size={32} aria-hidden />}
        title={t('planner.signedOut.title')}
        text={t('planner.signedOut.text')}
        testId="planner-signed-out-main"
      >
        <Link href="/auth" className="pl-link-button">
          {t('planner.signedOut.link')}
        </Link>
      </EmptyState>
    );
  } else if (projectId === null) {
    content = (
      <EmptyState
        icon={<FolderOpen size={32} aria-hidden />}
        title={t('planner.selectProject')}
        text={t('planner.selectProjectHint')}
        testId="select-project"
      />
    );
  } else if (data.isPending && !data.data) {
    content = (
      <div className="pl-empty" role="status" data-testid="planner-loading">
        <Spinner size="l" />
      </div>
    );
  } else if (data.isError && !data.data) {
    content = (
      <EmptyState
        title={t('common.errors.generic')}
        text={<span className="pl-error">{errorText(data.error, t, 'common.errors.reload_page')}</span>}
        testId="planner-error"
      />
    );
  } else if (data.data) {
    // Also when a refresh failed (offline): the project as last seen, with the changes made since.
    content = shownView;
  }

  return (
    <div className="planner" data-view={view}>
      {/* First in the page, though it shows above everything (a fixed layer): a task's address drawn
          by the server streams its dialog before the sidebar and the view's rows, which a slow
          phone would otherwise parse first. */}
      <OpenDialog />
      <HydrateApart>
        <Sidebar />
      </HydrateApart>
      <div className="pl-main">
        <HydrateApart>
          <PlannerHeader view={view} signedIn={isAuth} />
        </HydrateApart>
        {isAuth && <UnsentButton />}
        {/* An offer made after the page, never part of its drawing (a lazy part would hold it). */}
        {isAuth && telegramEnv() && !drawing && (
          <Suspense fallback={null}>
            <HomeScreenOffer />
          </Suspense>
        )}
        <div className="pl-content">{content}</div>
      </div>
      {isAuth && <CreateMenu />}
    </div>
  );
}

/**
 * The open dialog, if any: the one part that follows which one is open, so opening or closing a
 * task's dialog renders that dialog alone, not the sidebar, the header and the table of a few
 * hundred rows behind it (a slow phone's fifth of a second on each tap).
 */
function OpenDialog() {
  const dialog = useAtomValue(plannerDialogAtom);
  return dialog ? (
    <Suspense fallback={null}>
      <PlannerDialogs />
    </Suspense>
  ) : null;
}
