import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useBackend } from '../../backend';
import { paths } from '../../domain/paths';
import { isCodeActive } from '../../domain/codeStatus';
import {
  codeSearchEntry,
  equipmentSearchEntry,
  guideSearchEntry,
  heroSearchEntry,
  indexEntry,
  staticGuideSearchEntry,
  teamSearchEntry,
  tierListSearchEntry,
  type IndexedEntry,
} from '../../domain/siteSearch';
import { codeQueries } from '../../features/codes/api/codeQueries';
import { guideQueries } from '../../features/guides/api/guideQueries';
import { STATIC_GUIDE_NAMES, STATIC_GUIDES } from '../../features/guides/static/staticGuides';
import { heroQueries } from '../../features/heroes/api/heroQueries';
import { equipmentQueries } from '../../data/equipmentQuery';
import { gameModesQuery } from '../../data/gameModesQuery';
import { teamQueries } from '../../data/teamsQuery';

const STATIC_ENTRIES = STATIC_GUIDE_NAMES.map((name) =>
  indexEntry(staticGuideSearchEntry({ path: paths[name].href(), ...STATIC_GUIDES[name] })),
);

export interface SearchIndex {
  entries: readonly IndexedEntry[];
  /** Some list is still being read: what is in already can be searched. */
  loading: boolean;
  /** Why a list could not be read, if one could not. */
  error: unknown;
}

/**
 * What the site search looks through: the heroes, the game modes' tier lists, the teams, the
 * published guides, the active codes and the equipment,
 * read through the pages' own queries (so a list a page already read is reused), and the fixed
 * guides.
 */
export function useSearchIndex(): SearchIndex {
  const backend = useBackend();
  const heroes = useQuery(heroQueries.list(backend));
  const guides = useQuery(guideQueries.list(backend));
  const codes = useQuery(codeQueries.list(backend));
  const modes = useQuery(gameModesQuery(backend));
  const teams = useQuery(teamQueries.list(backend));
  const equipment = useQuery(equipmentQueries.list(backend));
  // The search is short-lived: the time it was opened decides which codes still work.
  const [openedAt] = useState(Date.now);

  const heroEntries = useMemo(
    () => (heroes.data ?? []).map((hero) => indexEntry(heroSearchEntry(hero))),
    [heroes.data],
  );
  const guideEntries = useMemo(
    () => (guides.data ?? []).map((guide) => indexEntry(guideSearchEntry(guide))),
    [guides.data],
  );
  const codeEntries = useMemo(() => {
    // Admins read expired codes too; the search offers only codes that still work.
    return (codes.data ?? [])
      .filter((code) => isCodeActive(code, openedAt))
      .map((code) => indexEntry(codeSearchEntry(code)));
  }, [codes.data, openedAt]);

  const modeEntries = useMemo(
    () => (modes.data ?? []).map((mode) => indexEntry(tierListSearchEntry(mode))),
    [modes.data],
  );

  const teamEntries = useMemo(() => {
    const names = new Map((heroes.data ?? []).map((hero) => [hero.id, hero.name]));
    return (teams.data ?? []).map((team) =>
      indexEntry(teamSearchEntry(team, (id) => names.get(id))),
    );
  }, [teams.data, heroes.data]);
  const equipmentEntries = useMemo(
    () => (equipment.data ?? []).map((item) => indexEntry(equipmentSearchEntry(item))),
    [equipment.data],
  );

  const entries = useMemo(
    () => [
      ...heroEntries,
      ...modeEntries,
      ...teamEntries,
      ...STATIC_ENTRIES,
      ...guideEntries,
      ...codeEntries,
      ...equipmentEntries,
    ],
    [heroEntries, modeEntries, teamEntries, guideEntries, codeEntries, equipmentEntries],
  );
  const reads = [heroes, modes, teams, guides, codes, equipment];
  return {
    entries,
    loading: reads.some((read) => read.isPending),
    error: reads.find((read) => read.error)?.error ?? null,
  };
}
