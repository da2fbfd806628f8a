import { legendAnchor, legendLines, type TierLegend as Legend } from '../../domain/tierLegend';

/**
 * What each tier means (docs/product.md#tier-legend), closed until asked for so the heroes stay in
 * the first screen; a tier badge's link to its line opens it (browsers open a disclosure holding
 * the target of the address's #fragment).
 */
export function TierLegend({ legend }: { legend: Legend }) {
  const lines = legendLines(legend);
  if (lines.length === 0) return null;
  return (
    <details className="tier-legend" id="tier-legend">
      <summary>What the tiers mean</summary>
      <dl>
        {lines.map(({ tier, text }) => (
          <div
            key={tier}
            id={legendAnchor(legend, tier) ?? undefined}
            className="tier-legend__line"
          >
            <dt>{tier}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** A tier, linked to its line of the legend on this page when it has one. */
export function TierBadge({ tier, legend }: { tier: string; legend: Legend }) {
  const anchor = legendAnchor(legend, tier);
  return anchor ? (
    <a href={`#${anchor}`} className="tier-badge" title={`What ${tier} means`}>
      {tier}
    </a>
  ) : (
    <>{tier}</>
  );
}
