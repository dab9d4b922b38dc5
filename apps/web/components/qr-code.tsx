import { create } from 'qrcode';

/**
 * A QR code drawn as SVG from the `qrcode` package's module matrix: crisp at any print size,
 * no canvas, no image request. A 4-module quiet zone keeps phones' cameras happy.
 */
export function QrCode({
  text,
  size,
  label,
  className = 'qr',
}: {
  text: string;
  size: number;
  label: string;
  /** `qr` unless said: a second code on a page (the players' beside the referee's) names itself. */
  className?: string;
}) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const quiet = 4;
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  const extent = count + quiet * 2;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
