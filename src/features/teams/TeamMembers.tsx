import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Hero } from '../../domain/hero';
import { REMOVED_HERO, type TeamMember } from '../../domain/team';
import { HeroImage, THUMBNAIL_SIZE } from '../../ui/HeroImage';
import { paths } from '../../domain/paths';

/** The live heroes by id: a member missing from it is not on the site (docs/product.md#teams). */
export type LiveHeroes = ReadonlyMap<string, Hero>;

/**
 * One hero of a team: its name linking to its page, with its portrait as the hero list shows it;
 * a hero that is not live is "removed hero", with a placeholder portrait and no link.
 */
function TeamHero({ id, heroes, portrait }: { id: string; heroes: LiveHeroes; portrait: boolean }) {
  const hero = heroes.get(id);
  if (!hero) {
    return (
      <span className="team-hero team-hero--removed">
        {portrait && (
          <span
            className="hero-image team-hero__placeholder"
            aria-hidden="true"
            style={{ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE }}
          >
            ?
          </span>
        )}
        {REMOVED_HERO}
      </span>
    );
  }
  return (
    <Link to={paths.hero.href(id)} className="team-hero">
      {portrait && (
        <HeroImage src={hero.thumbnailUrl} alt="" name={hero.name} size={THUMBNAIL_SIZE} />
      )}
      {hero.name}
    </Link>
  );
}

interface TeamMembersProps {
  members: readonly TeamMember[];
  heroes: LiveHeroes;
  /** The team's page also names each member's substitutes; its card does not. */
  withSubstitutes?: boolean;
}

/** A team's members in order: portrait and name, the role note under it, then the substitutes. */
export function TeamMembers({ members, heroes, withSubstitutes = false }: TeamMembersProps) {
  return (
    <ol className="team-members portrait-grid" aria-label="Members">
      {members.map((member, index) => (
        <li key={index} className="team-member">
          <TeamHero id={member.hero} heroes={heroes} portrait />
          {member.role && <p className="team-member__role">{member.role}</p>}
          {withSubstitutes && member.substitutes.length > 0 && (
            <p className="team-member__substitutes">
              Substitutes:{' '}
              {member.substitutes.map((id, at) => (
                <Fragment key={at}>
                  {at > 0 && ', '}
                  <TeamHero id={id} heroes={heroes} portrait={false} />
                </Fragment>
              ))}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A team's tags, as words. */
export function TeamTags({ tags }: { tags: readonly string[] }) {
  if (!tags.length) return null;
  return (
    <ul className="tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
