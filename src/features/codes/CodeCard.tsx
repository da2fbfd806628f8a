import { useRef } from 'react';
import type { Code } from '../../domain/code';
import { codeStatus, expiryLabel } from '../../domain/codeStatus';
import { useCopyCode } from './useCopyCode';

interface CodeCardProps {
  code: Code;
  now: number;
}

/** One code as a button: a click, Enter or Space copies it. */
export function CodeCard({ code, now }: CodeCardProps) {
  const textRef = useRef<HTMLElement>(null);
  const copy = useCopyCode();
  const expired = codeStatus(code, now) === 'expired';
  return (
    <button
      type="button"
      className={expired ? 'code-card code-card--expired' : 'code-card'}
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
