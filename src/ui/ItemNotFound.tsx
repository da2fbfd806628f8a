import type { ReactNode } from 'react';

interface ItemNotFoundProps {
  /** The page's heading: "Hero not found". */
  title: string;
  /** What the address named, inside a sentence: "hero". */
  noun: string;
  /** The way back to the list. */
  back: ReactNode;
}

/** An item's page whose address names no item, or one in the trash. */
export function ItemNotFound({ title, noun, back }: ItemNotFoundProps) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="page__lead">
        There is no {noun} at this address. It may have been deleted or the link is incomplete.
      </p>
      {back}
    </section>
  );
}
