import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { LogIn, PanelLeftClose, Plus, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { errorText } from '@app/lib/api-errors.ts';
import { useSession } from '@app/lib/session.ts';
import { IconButton } from '@app/ui/icon-button.tsx';
import { useProjects } from '../api/projects.ts';
import { useSpaces } from '../api/spaces.ts';
import { plannerKeys } from '../api/query-keys.ts';
import { colorOf } from '../components/palette.ts';
import { SpaceIcon } from '../components/space-icon.tsx';
import { plannerDialogAtom } from '../state/dialogs.ts';
import {
  selectedProjectIdAtom,
  selectedSpaceIdAtom,
  selectProjectAtom,
  selectSpaceAtom,
  sidebarCollapsedAtom,
  sidebarOpenOnPhoneAtom,
  sidebarSearchAtom,
} from '../state/selection.ts';

const matches = (title: string, q: string) => !q || title.toLocaleLowerCase().includes(q);

/** Search, spaces and projects; a slide-over on a phone. */
export function Sidebar() {
  const { t } = useTranslation();
  const { isAuth } = useSession();
  const queryClient = useQueryClient();
  const [search, setSearch] = useAtom(sidebarSearchAtom);
  const spaceId = useAtomValue(selectedSpaceIdAtom);
  const projectId = useAtomValue(selectedProjectIdAtom);
  const selectSpace = useSetAtom(selectSpaceAtom);
  const selectProject = useSetAtom(selectProjectAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const [phoneOpen, setPhoneOpen] = useAtom(sidebarOpenOnPhoneAtom);
  const openDialog = useSetAtom(plannerDialogAtom);
  const spaces = useSpaces();
  const projects = useProjects(spaceId);
  const q = search.trim().toLocaleLowerCase();

  const spaceList = isAuth ? (spaces.data ?? []).filter((s) => matches(s.title, q)) : [];
  const projectList = isAuth ? (projects.data ?? []).filter((p) => matches(p.title, q)) : [];
  const spaceColor = new Map((spaces.data ?? []).map((s) => [s.id, s.color]));

  return (
    <>
      <div className={`pl-backdrop${phoneOpen ? ' is-open' : ''}`} onClick={() => setPhoneOpen(false)} aria-hidden />
      <aside
        className={`pl-sidebar${collapsed ? ' pl-sidebar--collapsed' : ''}${phoneOpen ? ' is-open' : ''}`}
        aria-label={t('planner.sidebar.label')}
        data-testid="planner-sidebar"
      >
        <div className="pl-sidebar__top">
          <h2 className="pl-sidebar__title">{t('nav.planner')}</h2>
          <IconButton
            label={t('planner.sidebar.collapse')}
            size="m"
            onClick={() => (window.matchMedia('(max-width: 767px)').matches ? setPhoneOpen(false) : setCollapsed(true))}
            data-testid="sidebar-collapse"
          >
            <PanelLeftClose size={20} aria-hidden />
          </IconButton>
        </div>
        <label className="pl-search">
          <Search size={16} aria-hidden />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('planner.sidebar.search')}
            aria-label={t('planner.sidebar.search')}
            data-testid="sidebar-search"
          />
        </label>
        <div className="pl-sidebar__scroll">
          {!isAuth && (
            <div className="pl-signed-out" data-testid="planner-signed-out">
              {t('planner.signedOut.text')}
              <br />
              <Link href="/auth">
                <LogIn size={15} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
                {t('planner.signedOut.link')}
              </Link>
            </div>
          )}
          <section className="pl-group" aria-labelledby="pl-spaces-title">
            <GroupHead
              id="pl-spaces-title"
              title={t('planner.sidebar.spaces')}
              createLabel={isAuth ? t('planner.create.space') : null}
              onCreate={() => openDialog({ kind: 'entity', type: 'space', mode: 'create' })}
              testId="sidebar-add-space"
            />
            <ul className="pl-nav" data-testid="spaces-list">
              {spaceList.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    className={`pl-nav__item${s.id === spaceId ? ' is-active' : ''}`}
                    aria-pressed={s.id === spaceId}
                    onClick={() => selectSpace(s.id)}
                    data-testid="space-item"
                  >
                    <SpaceIcon icon={s.icon} color={s.color} size={26} />
                    <span className="pl-nav__label">{s.title}</span>
                  </button>
                </li>
              ))}
              {isAuth && spaces.isSuccess && spaceList.length === 0 && (
                <li className="pl-nav__empty">
                  {q ? t('planner.sidebar.nothingFound') : t('planner.sidebar.noSpaces')}
                </li>
              )}
              {/* What was loaded stays in view when a refresh fails (offline): the failure is news only without it. */}
              {spaces.isError && !spaces.data && (
                <li className="pl-nav__empty pl-error">{errorText(spaces.error, t, 'common.errors.reload_page')}</li>
              )}
            </ul>
          </section>
          <section className="pl-group" aria-labelledby="pl-projects-title">
            <GroupHead
              id="pl-projects-title"
              title={t('planner.sidebar.projects')}
              createLabel={isAuth ? t('planner.create.project') : null}
              onCreate={() => openDialog({ kind: 'entity', type: 'project', mode: 'create', spaceId })}
              testId="sidebar-add-project"
            />
            <ul className="pl-nav" data-testid="projects-list">
              {projectList.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className={`pl-nav__item${p.id === projectId ? ' is-active' : ''}`}
                    aria-pressed={p.id === projectId}
                    onClick={() => {
                      selectProject(p);
                      setPhoneOpen(false);
                      void queryClient.invalidateQueries({ queryKey: [...plannerKeys.plannerData, p.id] });
                    }}
                    data-testid="project-item"
                  >
                    <span
                      className="pl-nav__dot"
                      style={{ background: colorOf(spaceColor.get(p.space_id)) }}
                      aria-hidden
                    />
                    <span className="pl-nav__label">{p.title}</span>
                  </button>
                </li>
              ))}
              {isAuth && projects.isSuccess && projectList.length === 0 && (
                <li className="pl-nav__empty">
                  {q ? t('planner.sidebar.nothingFound') : t('planner.sidebar.noProjects')}
                </li>
              )}
              {projects.isError && !projects.data && (
                <li className="pl-nav__empty pl-error">{errorText(projects.error, t, 'common.errors.reload_page')}</li>
              )}
            </ul>
          </section>
        </div>
      </aside>
    </>
  );
}

/** A sidebar list's heading with its add button (for signed-in people only). */
function GroupHead(props: {
  id: string;
  title: string;
  createLabel: string | null;
  onCreate: () => void;
  testId: string;
}) {
  return (
    <div className="pl-group__head">
      <h3 className="pl-group__title" id={props.id}>
        {props.title}
      </h3>
      {props.createLabel && (
        <IconButton label={props.createLabel} size="xs" onClick={props.onCreate} data-testid={props.testId}>
          <Plus size={18} aria-hidden />
        </IconButton>
      )}
    </div>
  );
}
