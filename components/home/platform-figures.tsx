'use client';
import { figureLabels, type FigureKey } from '@/lib/content/home';
import { formatFigure, type PlatformFigures } from '@/lib/content/figures';
import styles from './platform-figures.module.css';
import { usePolledFigures } from './use-polled-figures';

const order: FigureKey[] = ['identifierTotal', 'resolveTotal', 'companyTotal'];

/** The live platform figures: the server's copy first, then the poll's. Fixed-size tiles: no layout shift. */
export function PlatformFiguresView({ initial }: { initial: PlatformFigures | null }) {
  const figures = usePolledFigures(initial);
  return (
    <dl aria-label="平台实时数据" data-testid="platform-figures" className={styles.figures}>
      {order.map((key) => {
        const { label, unit } = figureLabels[key];
        const shown = figures ? formatFigure(figures[key]) : null;
        return (
          <div key={key} className={styles.tile}>
            <dt className={styles.label}>{label}</dt>
            <dd data-figure={key} className={styles.value}>
              {shown ? shown.value : '—'}
              <span className={styles.unit}>{shown ? `${shown.unit}${unit}` : ''}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
