/** An sRGB colour with its alpha, 0–255 per channel and 0–1 alpha. */
type Rgba = [number, number, number, number];

/** Reads a computed CSS colour (`rgb(…)`, `rgba(…)`); anything else is an error, not a guess. */
export function parseColour(colour: string): Rgba {
  const match = /^rgba?\(([^)]*)\)$/.exec(colour.trim());
  if (!match?.[1]) throw new Error(`not a computed rgb() colour: ${colour}`);
  const [r = 0, g = 0, b = 0, alpha = 1] = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b, alpha];
}

/** A translucent colour as it shows over an opaque one. */
function over(top: Rgba, below: Rgba): Rgba {
  const [r, g, b, alpha] = top;
  return [
    r * alpha + below[0] * (1 - alpha),
    g * alpha + below[1] * (1 - alpha),
    b * alpha + below[2] * (1 - alpha),
    1,
  ];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * WCAG's contrast ratio of a colour against the opaque colour behind it (computed CSS colours); a translucent
 * foreground is first laid over the background, as the screen shows it.
 */
export function contrast(foreground: string, background: string): number {
  const below = parseColour(background);
  if (below[3] !== 1) throw new Error(`${background} is translucent: what is under it decides its colour`);
  const a = luminance(over(parseColour(foreground), below));
  const b = luminance(below);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
