import { SectionPage } from './SectionPage';

export function GuildCalculatorPage() {
  return (
    <SectionPage
      title="Guild Level Progression Calculator"
      description="Work out how many days your guild needs to reach a target level from its members' daily donations."
    />
  );
}
