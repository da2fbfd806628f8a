/** What the page shows instead of heroes, in every view: none at all, or none the filter keeps. */
export function HeroesEmpty({ hasHeroes }: { hasHeroes: boolean }) {
  if (!hasHeroes) return <p className="heroes__empty">No heroes yet.</p>;
  return (
    <p className="heroes__empty" role="status">
      No heroes match
    </p>
  );
}
