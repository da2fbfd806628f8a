import { lazyNamed } from '../../ui/lazyNamed';

// Downloaded on the first chart opened: a visitor who only looks at the page never loads it.
export const ChartViewer = lazyNamed(() => import('./viewer/ChartViewer'), 'ChartViewer');
