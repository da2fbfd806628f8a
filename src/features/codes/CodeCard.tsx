import { useRef } from 'react';
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
 * One code as a button: a click, Enter or Space copies it. Its badges depend on `now`, the time
 * the page was rendered at until hydrated (docs/decisions.md#time-dependent-badges).
 */
export function CodeCard({ code, now }: CodeCardProps) {
  const textRef = useRef<HTMLElement>(null);
  const copy = useCopyCode();
  const expired = codeStatus(code, now) === 'expired';
  const soon = isExpiringSoon(code, now);
  const isNew = !expired && isNewCode(code, now);
  const modifier = expired ? ' code-card--expired' : soon ? ' code-card--soon' : '';
  return (
    <button
      type="button"
      className={`code-card${modifier}`}
      onClick={() => void copy(code.code, textRef.current)}
    >
      <span className="codes__sr-only">Copy code </span>
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
