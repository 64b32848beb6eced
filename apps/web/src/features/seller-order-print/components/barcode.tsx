import { encodeCode128B } from '../../../lib/code128';

/** The order number as a Code 128 barcode (crisp black bars, scales to the width given). */
export function Barcode({ value, label }: { value: string; label: string }) {
  const { bars, modules } = encodeCode128B(value);
  const height = 40;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${height}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      className="h-20 w-full max-w-[22rem] bg-white"
      data-testid="order-barcode"
    >
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y={0} width={b.width} height={height} fill="#000" />
      ))}
    </svg>
  );
}
