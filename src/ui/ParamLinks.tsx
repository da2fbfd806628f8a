import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

interface ParamLinkProps {
  /** The query parameter the link sets (`view`, `mode`, `slot`). */
  name: string;
  /** The value it sets ('' leaves the parameter out). */
  value: string;
  /** The value shown now ('' for the default): the link to it is marked as the current page. */
  current: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link that sets one parameter of the address and keeps the others (the filters): a choice of
 * view, game mode or filter that works before the page's JavaScript runs and without it, survives
 * a reload and can be shared.
 */
export function ParamLink({ name, value, current, className, children }: ParamLinkProps) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  const search = next.toString();
  return (
    <Link
      to={{ search: search && `?${search}` }}
      className={className}
      aria-current={current === value ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}

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

/** A row of ParamLinks for one parameter: the choice of a view or a game mode. */
export function ParamLinks({ name, label, value, options }: ParamLinksProps) {
  return (
    <nav className="hero-views" aria-label={label}>
      {options.map((option) => (
        <ParamLink
          key={option.value}
          name={name}
          value={option.value}
          current={value}
          className="hero-views__link"
        >
          {option.label}
        </ParamLink>
      ))}
    </nav>
  );
}
