import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Code } from '../../domain/code';
import { codeStatus, expiryLabel } from '../../domain/codeStatus';
import { useCopyCode } from './useCopyCode';

interface CodeCardProps {
  code: Code;
  now: number;
}

/**
 * One code as a button: a click, Enter or Space copies it. The code the address names
 * (`?code=`, where the site search sends a reader) is picked out, scrolled to and focused.
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

  return (
    <button
      ref={buttonRef}
      type="button"
      className={['code-card', expired && 'code-card--expired', found && 'code-card--found']
        .filter(Boolean)
        .join(' ')}
      aria-current={found || undefined}
      onClick={() => void copy(code.code, textRef.current)}
    >
      <span className="codes__sr-only">Copy code </span>
      <code className="code-card__code" ref={textRef}>
        {code.code}
      </code>
      <span className="code-card__expiry">{expiryLabel(code, now)}</span>
    </button>
  );
}
