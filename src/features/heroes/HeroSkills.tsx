import type { Hero } from '../../domain/hero';
import type { HeroSkill } from '../../domain/heroSkill';
import { skillAnchor } from '../../domain/skillAnchor';
import { GuideContent } from '../../ui/guideHtml/GuideContent';

/** One skill at its anchor: a heading that links to it, its kind and cooldown, text, upgrades. */
function SkillArticle({ skill }: { skill: HeroSkill }) {
  const anchor = skillAnchor(skill.name);
  const nameId = `${anchor}-name`;
  return (
    <article id={anchor} className="hero-skill" aria-labelledby={nameId}>
      <h3 className="hero-skill__heading">
        <span id={nameId}>{skill.name}</span>{' '}
        {/* A plain anchor: it works before the page's script runs, and can be shared. */}
        <a
          href={`#${anchor}`}
          className="hero-skill__link"
          aria-label="Link to this skill"
          aria-describedby={nameId}
        >
          #
        </a>
      </h3>
      <dl className="hero-labels hero-skill__labels">
        <div className="hero-labels__item">
          <dt>Kind</dt>
          <dd>{skill.kind}</dd>
        </div>
        {skill.cooldown && (
          <div className="hero-labels__item">
            <dt>Cooldown</dt>
            <dd>{skill.cooldown}</dd>
          </div>
        )}
      </dl>
      {skill.description && <GuideContent html={skill.description} />}
      {skill.upgrades.length > 0 && (
        <ul className="hero-skill__upgrades" aria-label={`Upgrades of ${skill.name}`}>
          {skill.upgrades.map((upgrade, index) => (
            <li key={index}>
              <span className="hero-skill__level">{upgrade.level}:</span> {upgrade.effect}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * A hero's skills in their order, rendered with the page on the server (docs/product.md#skills):
 * each at the anchor made from its name, its description shown as the build notes are, through
 * the one sanitizer. Nothing when the hero has none.
 */
export function HeroSkills({ hero }: { hero: Hero }) {
  if (!hero.skills.length) return null;
  return (
    <section className="hero-skills" aria-labelledby="hero-skills">
      <h2 id="hero-skills">Skills</h2>
      {hero.skills.map((skill) => (
        <SkillArticle key={skillAnchor(skill.name)} skill={skill} />
      ))}
    </section>
  );
}
