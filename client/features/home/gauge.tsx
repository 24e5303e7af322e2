/** The arc is measured as 100 units long whatever its size, so the fill is simply a percentage of it. */
const ARC_LENGTH = 100;
const ARC = 'M 20 100 A 80 80 0 0 1 180 100';

/**
 * A half-circle gauge drawn in SVG. The drawing is decoration (aria-hidden): the figure and its meaning are
 * real text beside it. The arc fills when the gauge scrolls into view (CSS, off under reduced motion).
 */
export function Gauge({
  value,
  max,
  figure,
  label,
}: {
  value: number;
  max: number;
  figure: string;
  label: string;
}) {
  const filled = Math.min(Math.max(value / max, 0), 1);
  return (
    <div className="gauge reveal">
      <svg className="gauge-dial" viewBox="0 0 200 112" aria-hidden="true" focusable="false">
        <path className="gauge-track" d={ARC} pathLength={ARC_LENGTH} />
        <path
          className="gauge-value"
          d={ARC}
          pathLength={ARC_LENGTH}
          strokeDasharray={ARC_LENGTH}
          strokeDashoffset={ARC_LENGTH * (1 - filled)}
        />
      </svg>
      <p className="gauge-text">
        <strong className="gauge-figure">{figure}</strong> <span className="gauge-label">{label}</span>
      </p>
    </div>
  );
}
