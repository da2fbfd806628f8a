import { SectionPage } from './SectionPage';

export function PetsGuidePage() {
  return (
    <SectionPage
      title="Pets Guide"
      description="Which pets to raise first and how to feed them."
      backToGuides
    />
  );
}
