import { SectionPage } from './SectionPage';

export function CodexGuidePage() {
  return (
    <SectionPage
      title="Codex Guide"
      description="How codex circles earn energy and how to spend it well."
      backToGuides
    />
  );
}
