import type { GuideHeading } from '../../domain/guideMeta';

/**
 * "Contents": links to the guide's h2 and h3 headings (docs/product.md#guide-detail), whose ids
 * GuideHtml writes with the same function. Plain anchors: they work before the page's script runs.
 */
export function GuideToc({ headings }: { headings: GuideHeading[] }) {
  return (
    <nav className="guide-toc" aria-labelledby="guide-toc-heading">
      <h2 id="guide-toc-heading" className="guide-toc__heading">
        Contents
      </h2>
      <ol className="guide-toc__list">
        {headings.map((heading) => (
          <li key={heading.id} className={`guide-toc__item guide-toc__item--h${heading.level}`}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
