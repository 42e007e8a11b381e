import './field-error.css';

/** A form field's error under it, or nothing: a react-hook-form FieldError or a ready text. */
export function FieldError({
  error,
  id,
  className,
  testId,
}: {
  error?: { message?: string } | string | null;
  id?: string;
  className?: string;
  testId?: string;
}) {
  const message = typeof error === 'string' ? error : error?.message;
  if (!message) return null;
  return (
    <span id={id} className={`lp-field-error${className ? ` ${className}` : ''}`} role="alert" data-testid={testId}>
      {message}
    </span>
  );
}
