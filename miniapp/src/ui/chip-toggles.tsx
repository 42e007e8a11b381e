/** A multi-select as a row of toggle chips (work status, type, format). */
export function ChipToggles<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
  testId,
}: {
  label: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  text: (v: T) => string;
  testId: string;
}) {
  return (
    <fieldset className="post-att-form__group" data-testid={testId}>
      <legend className="post-field__label">{label}</legend>
      <div className="post-att-form__toggles">
        {options.map((o) => {
          const on = value.includes(o);
          return (
            <button
              key={o}
              type="button"
              className={`post-att-toggle${on ? ' is-on' : ''}`}
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((v) => v !== o) : [...value, o])}
              data-testid={`${testId}-${o}`}
            >
              {text(o)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
