import { Search } from 'lucide-react';
import './search-field.css';

interface SearchFieldProps {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  /** What a screen reader calls the field; the placeholder when it says enough. */
  label?: string;
  maxLength: number;
  className?: string;
  'data-testid'?: string;
}

/**
 * A page's search box (the directory, the career board, the catalog): the magnifier inside a
 * bordered field, the search key on a phone's keyboard, no browser autofill. 16 px text, so
 * iOS does not zoom the page when it is focused. The page decides when a search runs
 * (lib/use-debounced-draft.ts).
 */
export function SearchField({
  value,
  onChange,
  placeholder,
  label,
  maxLength,
  className,
  'data-testid': testId,
}: SearchFieldProps) {
  return (
    <label className={`lp-search${className ? ` ${className}` : ''}`} role="search">
      <Search size={18} aria-hidden className="lp-search__icon" />
      <input
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        enterKeyHint="search"
        autoComplete="off"
        data-testid={testId}
      />
    </label>
  );
}
