import { Link, useSearchParams } from 'react-router';

interface ParamLinksProps {
  /** The query parameter the links set (`view`, `mode`). */
  name: string;
  /** What the group is, for screen readers. */
  label: string;
  /** The value shown now ('' for the default). */
  value: string;
  /** Each choice: its value ('' leaves the parameter out) and its text. */
  options: readonly { value: string; label: string }[];
}

/**
 * Links that set one parameter of the address and keep the others (the filters): a choice of
 * view or game mode that works before the page's JavaScript runs, survives a reload and can be
 * shared.
 */
export function ParamLinks({ name, label, value, options }: ParamLinksProps) {
  const [params] = useSearchParams();
  return (
    <nav className="hero-views" aria-label={label}>
      {options.map((option) => {
        const next = new URLSearchParams(params);
        if (option.value) next.set(name, option.value);
        else next.delete(name);
        const search = next.toString();
        return (
          <Link
            key={option.value}
            to={{ search: search && `?${search}` }}
            className="hero-views__link"
            aria-current={value === option.value ? 'page' : undefined}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}
