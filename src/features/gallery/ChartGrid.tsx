import { Suspense, useState, type ReactNode } from 'react';
import { useIsAdmin } from '../../backend/useAuth';
import type { MediaSlot, MediaSlotDefinition } from '../../domain/media';
import { LoadError } from '../../ui/LoadError';
import { ChartViewer } from './LazyChartViewer';
import { ReplaceImageForAdmin } from './ReplaceImageForAdmin';
import { useMediaSlots } from './api/mediaQueries';

export interface Chart extends MediaSlotDefinition {
  /** Names the admin's control to replace it, e.g. 'Goddess' or 'SPC 2'. */
  name: string;
  /** Its title in the viewer, and the viewer's image text. */
  title: string;
}

interface ChartGridProps {
  charts: readonly Chart[];
  listClassName: string;
  itemClassName?: string;
  /** What stands for a chart in the list; `open` shows it in the zoomable viewer. */
  renderChart: (chart: Chart, slot: MediaSlot | undefined, open: () => void) => ReactNode;
}

/**
 * A chart page's list of media slots, each opening in the zoomable viewer, with the admin's
 * control to replace its image.
 */
export function ChartGrid({ charts, listClassName, itemClassName, renderChart }: ChartGridProps) {
  const isAdmin = useIsAdmin();
  const slots = useMediaSlots();
  const slotById = new Map(slots.data?.map((slot) => [slot.id, slot]));
  const [openId, setOpenId] = useState<string | null>(null);
  // The viewer is downloaded on the first chart opened, and stays for the next ones.
  const [viewerWanted, setViewerWanted] = useState(false);
  const opened = charts.find((chart) => chart.id === openId);

  return (
    <>
      {slots.isError && <LoadError summary="Failed to load the images" query={slots} />}
      <ul className={listClassName}>
        {charts.map((chart) => {
          const slot = slotById.get(chart.id);
          const open = () => {
            setOpenId(chart.id);
            setViewerWanted(true);
          };
          return (
            <li key={chart.id} className={itemClassName}>
              {renderChart(chart, slot, open)}
              {isAdmin && <ReplaceImageForAdmin slot={slot} name={chart.name} />}
            </li>
          );
        })}
      </ul>
      {viewerWanted && (
        <Suspense fallback={null}>
          <ChartViewer
            open={opened !== undefined}
            title={opened?.title ?? ''}
            src={opened && slotById.get(opened.id)?.imageUrl}
            alt={opened?.title ?? ''}
            placeholder={
              opened && slotById.get(opened.id)?.isPlaceholder ? opened.label : undefined
            }
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      )}
    </>
  );
}
