import { SectionPage } from './SectionPage';

export function UpgradeRequirementsPage() {
  return (
    <SectionPage
      title="Upgrade Requirements"
      description="What each upgrade needs, from hero stars to the goddess: pick one to see its chart."
    />
  );
}
