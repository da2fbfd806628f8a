import { StaticGuidePage } from './StaticGuidePage';

export function UpgradePriorityGuidePage() {
  return (
    <StaticGuidePage
      updated="2026-11-22"
      guide="upgradePriorityGuide"
      lead="Arena fights are short and decided early. This order puts your resources where they change PvP results the most."
    >
      <h2>The order we suggest</h2>
      <ol>
        <li>
          <strong>Your main damage hero&apos;s stars</strong>: more stars unlock more of the kit.
        </li>
        <li>
          <strong>Speed</strong> wherever it is offered: acting first often wins the fight.
        </li>
        <li>
          <strong>Talismans and runes</strong> matching the hero pages&apos; recommendations.
        </li>
        <li>
          <strong>War spirit and pet</strong> for the team-wide stats they give.
        </li>
        <li>
          <strong>Codex circles</strong> last: slow, steady bonuses that add up over time.
        </li>
      </ol>
      <h2>Habits that help</h2>
      <ul>
        <li>Keep one PvP team and raise it together instead of chasing every new hero.</li>
        <li>Save premium currency for events that give upgrade materials you lack.</li>
        <li>Watch the tier list: a hero rising to the top tiers is worth a second look.</li>
      </ul>
      <p>
        Every account is different, so treat this as a starting point and adjust it to the heroes
        you have.
      </p>
    </StaticGuidePage>
  );
}
