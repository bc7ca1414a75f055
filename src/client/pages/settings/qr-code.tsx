import encodeQR from "qr";
import { useMemo } from "react";

/**
 * A QR code drawn here, as SVG, from `value`: the authenticator secret never leaves the page for
 * an image service. Dark modules on white with the standard 4-module quiet zone, in either theme,
 * because that is what phone cameras read.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const modules = encodeQR(value, "raw", { ecc: "medium", border: 4 });
    const drawn = modules.flatMap((row, y) =>
      row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])),
    );
    return { size: modules.length, path: drawn.join("") };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="h-52 w-52 shrink-0 rounded-lg"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
