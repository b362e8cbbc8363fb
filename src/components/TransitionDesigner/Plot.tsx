import React, { useId } from 'react';
import type { Curve } from './simulate';
import styles from './styles.module.css';

const width = 480;
const height = 180;
const pad = { left: 44, right: 12, top: 14, bottom: 26 };

/** The curve as an SVG line: time across, value up, with the start and the target marked. */
export function Plot({ curve, summary }: { curve: Curve; summary: string }) {
  const titleId = useId();
  const values = curve.points.map(([, value]) => value);
  const low = Math.min(0, ...values);
  const high = Math.max(1, ...values);
  const x = (time: number) => pad.left + (time / curve.endMs) * (width - pad.left - pad.right);
  const y = (value: number) => pad.top + ((high - value) / (high - low)) * (height - pad.top - pad.bottom);
  const line = curve.points.map(([time, value]) => `${x(time).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  return (
    <svg
      className={styles.plot}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      data-transition-plot
    >
      <title id={titleId}>{summary}</title>
      <line className={styles.axis} x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} />
      <line className={styles.target} x1={pad.left} x2={width - pad.right} y1={y(1)} y2={y(1)} />
      <text className={styles.tick} x={pad.left - 6} y={y(1) + 4} textAnchor="end">
        to
      </text>
      <text className={styles.tick} x={pad.left - 6} y={y(0) + 4} textAnchor="end">
        from
      </text>
      <text className={styles.tick} x={pad.left} y={height - 6}>
        0 ms
      </text>
      <text className={styles.tick} x={width - pad.right} y={height - 6} textAnchor="end">
        {`${Math.round(curve.endMs)} ms`}
      </text>
      <polyline className={styles.curve} points={line} />
    </svg>
  );
}
