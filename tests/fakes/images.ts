import sharp from "sharp";

/** A real PNG of one colour, made with sharp, as a provider would return. */
export function pngImage(width: number, height: number, color = "#3b82f6"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A real JPEG of one colour. */
export function jpegImage(width: number, height: number, color = "#f97316"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}
