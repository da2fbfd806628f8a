import { SectionPage } from './SectionPage';

export function WarSpiritGuidePage() {
  return (
    <SectionPage
      title="War Spirits Guide"
      description="How war spirits work and which ones to level for each kind of team."
      backToGuides
    />
  );
}
