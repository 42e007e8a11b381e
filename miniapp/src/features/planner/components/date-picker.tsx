import { lazy, Suspense } from 'react';
import { useTimezone } from '../hooks/use-timezone.ts';

// The date picker dialog is lazy, so the views paint without it.
const DatePickerDialog = lazy(() =>
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
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DatePickerDialog {...props} timezone={timezone} />
    </Suspense>
  );
}
