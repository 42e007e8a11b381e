import { FolderPlus, LayoutGrid, ListPlus, PenSquare, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { preloadableLazy } from '../lib/preloadable-lazy.tsx';
import { useSession } from '../lib/session.ts';
import { OptionsMenu } from '../ui/options-menu.tsx';

// The editor (form, schema, uploader) is not in the page's code: it is fetched once the menu
// opens, so "Post" shows it in the tap's own frame (lib/preloadable-lazy.tsx says why).
const { Component: PostEditor, readyWhenIdle: readyPostEditor } = preloadableLazy(
  () => import('../features/posts/editor/post-editor.tsx'),
);

/**
 * The create menu: a post, or a task, project or
 * space (those open /planner, which opens the matching dialog from `?create=`). Signed-in
 * people only: anyone else goes to sign in. A button in the side navigation on a wide
 * screen, a round "+" above the tabs on a phone.
 */
export function CreateMenu({ variant }: { variant: 'side' | 'fab' }) {
  const { t } = useTranslation();
  const { isAuth } = useSession();
  const [, navigate] = useLocation();
  const [writing, setWriting] = useState(false);
  const testId = `create-menu-${variant}`;
  const label = t('nav.create');
  const icon =
    variant === 'fab' ? (
      <Plus size={26} aria-hidden />
    ) : (
      <>
        <Plus size={20} aria-hidden />
        <span>{label}</span>
      </>
    );
  const buttonClassName = variant === 'fab' ? 'app-fab__btn' : 'side-nav__create';

  return (
    <div className={variant === 'fab' ? 'app-fab' : 'side-nav__create-wrap'}>
      {isAuth ? (
        <OptionsMenu
          label={t('nav.createMenu')}
          icon={icon}
          buttonClassName={buttonClassName}
          align={variant === 'side' ? 'left' : 'right'}
          testId={testId}
          onOpen={readyPostEditor}
          items={[
            {
              key: 'post',
              label: t('nav.createPost'),
              icon: <PenSquare size={18} aria-hidden />,
              onSelect: () => setWriting(true),
            },
            {
              key: 'task',
              label: t('nav.createTask'),
              icon: <ListPlus size={18} aria-hidden />,
              onSelect: () => navigate('/planner?create=task'),
            },
            {
              key: 'project',
              label: t('nav.createProject'),
              icon: <FolderPlus size={18} aria-hidden />,
              onSelect: () => navigate('/planner?create=project'),
            },
            {
              key: 'space',
              label: t('nav.createSpace'),
              icon: <LayoutGrid size={18} aria-hidden />,
              onSelect: () => navigate('/planner?create=space'),
            },
          ]}
        />
      ) : (
        <button
          type="button"
          className={buttonClassName}
          aria-label={t('nav.createMenu')}
          title={label}
          onClick={() => navigate('/auth')}
          data-testid={testId}
        >
          {icon}
        </button>
      )}
      {writing && (
        <Suspense fallback={null}>
          <PostEditor
            onClose={() => setWriting(false)}
            onSaved={(post) => post.status === 'published' && navigate('/')}
          />
        </Suspense>
      )}
    </div>
  );
}
