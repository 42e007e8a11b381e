import { memo, Suspense, useRef, type ComponentProps, type ReactNode } from 'react';
import { preloadableLazy, registerHydrationPart } from '@app/lib/preloadable-lazy.tsx';
import { useTranslation } from 'react-i18next';
import type { KanbanColumn } from '@shared/planner/kanban-columns.ts';
import type { BoardTask } from './board-task.ts';
import { KanbanCard, type CardContext } from './kanban-card.tsx';
import { optionColor } from '../components/palette.ts';

// The windowing library (10 KB gzipped) only for a board with a long column; until it is
// there, the column shows its first cards. A board the server drew with a long column has it
// loaded before it hydrates, as the server had it for its drawing (lib/preloadable-lazy.tsx).
export const loadWindowedCards = () => import('./windowed-cards.tsx');
const { Component: WindowedCards, ready: windowedCardsReady } = preloadableLazy<
  ComponentProps<typeof import('./windowed-cards.tsx').WindowedCards>
>(() => loadWindowedCards().then((m) => ({ default: m.WindowedCards })));
registerHydrationPart((root) => !!root.querySelector('.kb-col__window'), windowedCardsReady);
const FIRST_CARDS = 16;

/**
 * A column with this many cards or more draws only those near its scroll position;
 * a shorter one draws them all.
 */
export const WINDOWED_FROM = 50;

export const columnKeyAttr = (key: number | null) => (key === null ? 'none' : String(key));

interface KanbanColumnViewProps {
  column: KanbanColumn<BoardTask>;
  ctx: CardContext;
  /** The card being dragged (hidden here), if any. */
  activeId: number | null;
  /** Where the dashed placeholder goes among the other cards, when the drop would land here. */
  placeholderIndex: number | null;
  /** How many cards to draw (the board draws the first ones, then all). */
  cardLimit: number;
  onOpen: (taskId: number) => void;
}

/** One status column: coloured top border, title with count, its cards and the drop placeholder. */
export const KanbanColumnView = memo(function KanbanColumnView({
  column,
  ctx,
  activeId,
  placeholderIndex,
  cardLimit,
  onOpen,
}: KanbanColumnViewProps) {
  const { t } = useTranslation();
  const title = column.key === null ? ctx.labels.noOption : column.title;
  const list = useRef<HTMLDivElement>(null);
  const windowed = column.tasks.length >= WINDOWED_FROM;
  const placeholder = <div key="placeholder" className="kb-placeholder" data-testid="kanban-placeholder" aria-hidden />;
  const others = column.tasks.length - (activeId !== null && column.tasks.some((x) => x.id === activeId) ? 1 : 0);
  const drawn: ReactNode[] = [];
  let slot = 0;
  // A long column draws its first cards while the window loads.
  const limit = windowed ? Math.min(cardLimit, FIRST_CARDS) : cardLimit;
  for (const task of column.tasks.length > limit ? column.tasks.slice(0, limit) : column.tasks) {
    const isActive = task.id === activeId;
    if (!isActive && slot === placeholderIndex) drawn.push(placeholder);
    drawn.push(
      <KanbanCard
        key={task.id}
        task={task}
        ctx={ctx}
        hidden={isActive}
        slot={isActive ? null : slot}
        onOpen={onOpen}
      />,
    );
    if (!isActive) slot++;
  }
  if (placeholderIndex !== null && placeholderIndex >= slot) drawn.push(placeholder);
  const items = windowed ? (
    <Suspense fallback={drawn}>
      <WindowedCards
        scroller={list}
        tasks={column.tasks}
        variant={ctx.variant}
        activeId={activeId}
        placeholderIndex={placeholderIndex}
        placeholder={placeholder}
        card={({ task, index, slot, measure }) => (
          <KanbanCard
            key={task.id}
            task={task}
            ctx={ctx}
            hidden={slot === null}
            slot={slot}
            windowIndex={index}
            measure={measure}
            onOpen={onOpen}
          />
        )}
      />
    </Suspense>
  ) : (
    drawn
  );
  const empty = others === 0 && placeholderIndex === null;

  return (
    <section
      className={`kb-col${placeholderIndex !== null ? ' is-target' : ''}`}
      style={
        { '--kb-col-color': column.key === null ? 'var(--lp-hint)' : optionColor(column.color) } as React.CSSProperties
      }
      data-column-key={columnKeyAttr(column.key)}
      data-other-count={others}
      data-testid="kanban-column"
      aria-label={t('boards.kanban.columnCount', { title, count: column.count })}
    >
      <header className="kb-col__head">
        <h3 className="kb-col__title" data-testid="kanban-column-title">
          <span className="kb-col__name">{title}</span> <span className="kb-col__count">({column.count})</span>
        </h3>
      </header>
      <div ref={list} className="kb-col__list" data-column-list>
        {items}
        {empty && <p className="kb-col__empty">{t('boards.kanban.emptyColumn')}</p>}
      </div>
    </section>
  );
}, sameColumnProps);

/** A refresh rebuilds every column; one whose cards are the same objects need not redraw. */
function sameColumnProps(a: KanbanColumnViewProps, b: KanbanColumnViewProps): boolean {
  if (
    a.ctx !== b.ctx ||
    a.activeId !== b.activeId ||
    a.placeholderIndex !== b.placeholderIndex ||
    a.onOpen !== b.onOpen ||
    a.cardLimit !== b.cardLimit
  )
    return false;
  const [x, y] = [a.column, b.column];
  if (x === y) return true;
  if (x.key !== y.key || x.title !== y.title || x.color !== y.color || x.tasks.length !== y.tasks.length) return false;
  return x.tasks.every((task, i) => task === y.tasks[i]);
}
