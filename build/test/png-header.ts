const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What a PNG's first chunk (IHDR, right after the signature) says: its size in pixels and its colour type
 * (2 is RGB with no alpha channel, an opaque image; 6 is RGBA). Throws when the bytes are not a PNG.
 */
export function pngHeader(bytes: Uint8Array): { width: number; height: number; colourType: number } {
  const png = Buffer.from(bytes);
  if (!png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG: no signature and IHDR chunk at its start');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png.readUInt8(25) };
}
