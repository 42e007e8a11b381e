import { useDndMonitor } from '@dnd-kit/core';
import { useState } from 'react';
import { haptic } from './index.ts';
import { useVerticalSwipesOff } from './native.tsx';

/**
 * Inside a DndContext: while something is dragged, Telegram's swipe-down gesture is off, so
 * it cannot win over a long-press drag and collapse the app (tma.js#490,
 * Telegram-iOS#1447); a pointer drag's start is felt (`dragStart`). Nothing in a browser.
 */
export function DragGuard() {
  const [dragging, setDragging] = useState(false);
  useDndMonitor({
    onDragStart: (e) => {
      setDragging(true);
      if (!(e.activatorEvent instanceof KeyboardEvent)) haptic('dragStart');
    },
    onDragEnd: () => setDragging(false),
    onDragCancel: () => setDragging(false),
  });
  useVerticalSwipesOff(dragging);
  return null;
}
