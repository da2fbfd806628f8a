import { SectionPage } from './SectionPage';

export function TalismanPage() {
  return <SectionPage title="Talisman" description="Talisman charts for SPC and SURV builds." />;
}
