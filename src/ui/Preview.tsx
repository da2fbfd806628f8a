import type { ReactNode } from 'react';

interface PreviewListProps<Item> {
  items: readonly Item[];
  /** An item's line: an `li` with its key. */
  children: (item: Item, index: number) => ReactNode;
}

interface CountedListProps<Item> extends PreviewListProps<Item> {
  /** What the items are, said before their count: "New heroes (3):". */
  title: string;
  className?: string;
}

/**
 * A list of what a preview will do (an import's, a bulk upload's) under its title and count; an
 * empty one is left out.
 */
export function CountedList<Item>({ title, items, className, children }: CountedListProps<Item>) {
  if (items.length === 0) return null;
  return (
    <>
      <p>
        {title} ({items.length}):
      </p>
      <ul className={className}>{items.map(children)}</ul>
    </>
  );
}

interface FoldedListProps<Item> extends PreviewListProps<Item> {
  /** The summary it is folded under, by how many there are: "2 items unchanged". */
  summary: (count: number) => string;
}

/** What a preview leaves as it is, folded under its count; an empty one is left out. */
export function FoldedList<Item>({ summary, items, children }: FoldedListProps<Item>) {
  if (items.length === 0) return null;
  return (
    <details>
      <summary>{summary(items.length)}</summary>
      <ul>{items.map(children)}</ul>
    </details>
  );
}

interface PreviewPanelProps {
  /** Its heading and accessible name: "Import preview". */
  title: string;
  /** The heading's level, as the page around it has it. */
  heading: 'h2' | 'h3';
  /** The block of its classes: `{block}__preview`, `__title` and `__actions` (its buttons' row). */
  block: string;
  /** The confirm button, as the preview offers it; Cancel follows. */
  confirm: ReactNode;
  onCancel: () => void;
  /** Its lists. */
  children: ReactNode;
}

/** What a change of many records will do, shown before anything is written, with confirm and Cancel. */
export function PreviewPanel({
  title,
  heading: Heading,
  block,
  confirm,
  onCancel,
  children,
}: PreviewPanelProps) {
  return (
    <section className={`${block}__preview`} aria-label={title}>
      <Heading className={`${block}__title`}>{title}</Heading>
      {children}
      <div className={`${block}__actions`}>
        {confirm}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
