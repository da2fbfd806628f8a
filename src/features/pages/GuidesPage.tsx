import { SectionPage } from './SectionPage';

export function GuidesPage() {
  return (
    <SectionPage
      title="Guides"
      description="Guides written by players for players: strategies, team building and progression tips."
    />
  );
}
