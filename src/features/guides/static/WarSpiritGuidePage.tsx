import { StaticGuidePage } from './StaticGuidePage';

export function WarSpiritGuidePage() {
  return (
    <StaticGuidePage
      updated="2026-11-22"
      guide="warSpiritGuide"
      lead="War spirits are companions that lend their power to every hero on the field. They are a long-term investment, so spend with a plan."
    >
      <h2>What a war spirit does</h2>
      <p>
        Each war spirit gives flat stats to your team and brings one special effect into battle. The
        stats help everywhere; the effect matters most in the mode you build it for.
      </p>
      <h2>Where to start</h2>
      <ul>
        <li>Raise one spirit that fits the team you use most, rather than several at once.</li>
        <li>Favour spirits whose effect works with your main damage hero.</li>
        <li>
          Look at the <strong>recommended spirit</strong> on each hero page before you commit.
        </li>
      </ul>
      <h2>Spending materials</h2>
      <ol>
        <li>Level your chosen spirit until the cost jumps.</li>
        <li>Then unlock its next effect tier, which usually helps more than raw levels.</li>
        <li>Only after that, begin a second spirit for another mode.</li>
      </ol>
      <p>
        Spirits rarely become useless, so an early choice is seldom wasted. Still, ask in the
        community chat before pouring months of materials into one.
      </p>
    </StaticGuidePage>
  );
}
