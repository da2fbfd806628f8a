import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Code } from '../../domain/code';
import { codeStatus, expiryLabel, isExpiringSoon, isNewCode } from '../../domain/codeStatus';
import { useCopyCode } from './useCopyCode';

interface CodeCardProps {
  code: Code;
  now: number;
}

/** Badge texts (docs/product.md#codes). */
export const NEW_BADGE = 'NEW';
export const LAST_DAY_BADGE = 'LAST DAY';

/**
 * One code as a button: a click, Enter or Space copies it. The code the address names
 * (`?code=`, where the site search sends a reader) is picked out, scrolled to and focused. Its
 * badges depend on `now`, the time the page was rendered at until hydrated
 * (docs/decisions.md#time-dependent-badges).
 */
export function CodeCard({ code, now }: CodeCardProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLElement>(null);
  const copy = useCopyCode();
  const expired = codeStatus(code, now) === 'expired';
  const found = useSearchParams()[0].get('code') === code.code;

  useEffect(() => {
    if (!found) return;
    buttonRef.current?.scrollIntoView({ block: 'center' });
    buttonRef.current?.focus({ preventScroll: true });
  }, [found]);

  const soon = isExpiringSoon(code, now);
  const isNew = !expired && isNewCode(code, now);
  return (
    <button
      ref={buttonRef}
      type="button"
      className={[
        'code-card',
        expired && 'code-card--expired',
        soon && !expired && 'code-card--soon',
        found && 'code-card--found',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-current={found || undefined}
      onClick={() => void copy(code.code, textRef.current)}
    >
      <span className="visually-hidden">Copy code </span>
      <code className="code-card__code" ref={textRef}>
        {code.code}
      </code>
      {(isNew || soon) && (
        <span className="code-card__badges">
          {isNew && <span className="code-badge code-badge--new">{NEW_BADGE}</span>}
          {soon && <span className="code-badge code-badge--soon">{LAST_DAY_BADGE}</span>}
        </span>
      )}
      {code.reward && <span className="code-card__reward">{code.reward}</span>}
      <span className="code-card__expiry">{expiryLabel(code, now)}</span>
    </button>
  );
}
