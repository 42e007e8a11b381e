import { Suspense, useEffect } from 'react';
import { preloadableLazy } from '@app/lib/preloadable-lazy.tsx';
import type { DatePickerDialogProps } from '../date-picker/date-picker-dialog.tsx';
import { useTimezone } from '../hooks/use-timezone.ts';

// The date picker dialog is its own chunk, so the views paint without it; it is fetched once a
// date that opens it is on screen and the page is idle, and the first tap shows it in its own frame.
const { Component: DatePickerDialog, readyWhenIdle: readyDatePicker } = preloadableLazy<DatePickerDialogProps>(() =>
  import('../date-picker/date-picker-dialog.tsx').then((m) => ({ default: m.DatePickerDialog })),
);

export interface DatePickerProps {
  open: boolean;
  value: string | null;
  onClose: () => void;
  onSave: (value: string | null) => void;
}

/** The date picker in the user's time zone; renders nothing while closed. */
export function DatePicker(props: DatePickerProps) {
  const timezone = useTimezone();
  useEffect(readyDatePicker, []);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DatePickerDialog {...props} timezone={timezone} />
    </Suspense>
  );
}
