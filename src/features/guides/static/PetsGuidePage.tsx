import { StaticGuidePage } from './StaticGuidePage';

export function PetsGuidePage() {
  return (
    <StaticGuidePage
      updated="2026-11-22"
      guide="petsGuide"
      lead="Pets fight beside your heroes and quietly add stats to the whole team. A little planning early saves a lot of food later."
    >
      <h2>Choosing your first pet</h2>
      <p>
        Early on, pick one pet and feed it everything. A single well-raised pet helps more than
        three half-raised ones, because most pet bonuses grow fastest at the higher levels.
      </p>
      <ul>
        <li>
          <strong>Damage teams</strong> enjoy a pet that boosts attack or adds a strike of its own.
        </li>
        <li>
          <strong>Slower, sturdy teams</strong> last longer with a pet that shields or heals.
        </li>
        <li>Check the hero pages: many heroes list a recommended pet that suits their skills.</li>
      </ul>
      <h2>Beast clash</h2>
      <p>
        Beast clash is where pets earn their keep. It may be done{' '}
        <strong>up to 3 times per day</strong>, and the attempts do not pile up, so make a habit of
        using all three every day.
      </p>
      <ol>
        <li>Send your strongest pet team first, while rewards are at their best.</li>
        <li>Use the remaining attempts even if you expect to lose: they still give rewards.</li>
        <li>Spend what you earn on your main pet before spreading it around.</li>
      </ol>
      <h2>When to raise a second pet</h2>
      <p>
        Start a second pet once your main one has slowed down and the next levels cost much more. By
        then you will also know which modes you play most, so the choice is easier.
      </p>
    </StaticGuidePage>
  );
}
