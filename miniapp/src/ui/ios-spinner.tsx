import { lazy, Suspense } from 'react';

// telegram-ui's Spinner draws, on iOS, one of three animated icons: 33 KB of SVG paths (3.8 KB
// gzipped), in the entry because every telegram-ui Button can show a spinner. The build points
// the Spinner's import of its iOS part here (vite.config.ts): the same icons, loaded the first
// time an iOS spinner shows (the entry's size budget: tests/unit/bundle-budget.test.ts). Elsewhere nothing changes.
const icons = {
  l: lazy(() =>
    import('@telegram-apps/telegram-ui/dist/components/Feedback/Spinner/components/IOSSpinner/icons/large.js').then(
      (m) => ({ default: m.IconLarge }),
    ),
  ),
  m: lazy(() =>
    import('@telegram-apps/telegram-ui/dist/components/Feedback/Spinner/components/IOSSpinner/icons/medium.js').then(
      (m) => ({ default: m.IconMedium }),
    ),
  ),
  s: lazy(() =>
    import('@telegram-apps/telegram-ui/dist/components/Feedback/Spinner/components/IOSSpinner/icons/small.js').then(
      (m) => ({ default: m.IconSmall }),
    ),
  ),
};

export function IOSSpinner({ size }: { size: 's' | 'm' | 'l' }) {
  const Icon = icons[size] ?? icons.s;
  return (
    <Suspense fallback={null}>
      <Icon />
    </Suspense>
  );
}
