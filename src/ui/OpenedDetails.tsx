import { useState, type ReactNode } from 'react';

interface OpenedDetailsProps {
  className: string;
  summary: ReactNode;
  children: ReactNode;
}

/**
 * A panel of admin tools behind its summary: its content is made when it is first opened, not
 * with every admin's page, and goes while it is closed (what was typed lives with its owner).
 */
export function OpenedDetails({ className, summary, children }: OpenedDetailsProps) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className={className}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{summary}</summary>
      {open && children}
    </details>
  );
}
