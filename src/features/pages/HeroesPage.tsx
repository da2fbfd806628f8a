import { SectionPage } from './SectionPage';

export function HeroesPage() {
  return (
    <SectionPage
      title="Heroes"
      description="The hero tier list: search heroes by name, filter by tier and open a hero for stats and recommended talismans, spirits, runes, codex and pets."
    />
  );
}
