import { StaticGuidePage } from './StaticGuidePage';

export function CodexGuidePage() {
  return (
    <StaticGuidePage
      updated="2026-11-22"
      guide="codexGuide"
      lead="The codex records the heroes you collect and turns them into lasting bonuses. The circles are where that power comes from."
    >
      <h2>How codex circles earn energy</h2>
      <p>
        Every hero placed in a codex circle adds energy to it, and the amount depends on the
        hero&apos;s rarity:
      </p>
      <ul>
        <li>
          <strong>Starhub</strong> heroes: 20 energy each
        </li>
        <li>
          <strong>Mythic</strong> heroes: 15 energy each
        </li>
        <li>
          <strong>Legendary</strong> heroes: 10 energy each
        </li>
        <li>
          <strong>Red</strong> heroes: 5 energy each
        </li>
      </ul>
      <h2>Getting the most from it</h2>
      <ol>
        <li>Fill circles with the rarest heroes you are not using in battle.</li>
        <li>Finish a circle before starting the next: completed circles unlock their bonus.</li>
        <li>Do not feed a hero you still need just to fill a slot; energy can wait.</li>
      </ol>
      <p>
        A quick sum helps: four Mythic heroes (4 × 15 = 60) give the same energy as three Starhub
        heroes (3 × 20 = 60), so use whichever you can spare.
      </p>
    </StaticGuidePage>
  );
}
