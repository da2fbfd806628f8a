import type { Hero } from '../../domain/hero';
import { GuideContent } from '../../ui/guideHtml/GuideContent';

/**
 * A hero's build notes, shown exactly as a guide's body is: through the one sanitizer, rendered
 * with the page on the server (docs/product.md#hero-page).
 */
export function HeroBuildNotes({ hero }: { hero: Hero }) {
  if (!hero.buildNotes) return null;
  return (
    <section className="hero-build-notes" aria-labelledby="hero-build-notes">
      <h2 id="hero-build-notes">Build notes</h2>
      <GuideContent html={hero.buildNotes} />
    </section>
  );
}
