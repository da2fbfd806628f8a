import { SectionPage } from './SectionPage';

export function UpgradePriorityGuidePage() {
  return (
    <SectionPage
      title="PvP Upgrade Priority"
      description="The order in which to spend resources to grow stronger in PvP."
      backToGuides
    />
  );
}
