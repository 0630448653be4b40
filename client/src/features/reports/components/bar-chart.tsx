import { useId } from 'react';

interface BarChartProps {
  title: string;
  caption: string;
  items: ReadonlyArray<{ label: string; value: number }>;
  /** How a value reads, such as "12 people". */
  valueText(value: number): string;
}

/**
 * Horizontal bars a host reads at a glance. The bars are drawn (SVG, hidden from screen readers);
 * the label and the number are text, so the list reads as "Welcome dinner, 12 people".
 */
export function BarChart({ title, caption, items, valueText }: BarChartProps) {
  const captionId = useId();
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <figure className="admin-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        <span className="admin-chart-title">{title}</span>
        <span className="admin-chart-caption">{caption}</span>
      </figcaption>
      <ul className="admin-chart-bars">
        {items.map((item) => (
          <li key={item.label} className="admin-chart-row">
            <span className="admin-chart-label">{item.label}</span>
            <svg
              className="admin-chart-bar"
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              <rect className="admin-chart-track" x="0" y="0" width="100" height="10" rx="1" />
              <rect
                className="admin-chart-fill"
                x="0"
                y="0"
                width={(item.value / max) * 100}
                height="10"
                rx="1"
              />
            </svg>
            <span className="admin-chart-value">{valueText(item.value)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
