import { SectionPage } from './SectionPage';

export function CodesPage() {
  return (
    <SectionPage
      title="Codes"
      description="Redemption codes that still work, with how long each one stays valid. Tap a code to copy it."
    />
  );
}
