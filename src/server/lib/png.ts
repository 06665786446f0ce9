import { crc32, deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (8-bit truecolour, no alpha, no interlace): the seed draws its demo photos with it and the
 * tests send real images, so no image library and no binary file is needed. `rgb` holds width × height × 3 bytes,
 * row by row.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error('a PNG needs a positive whole width and height');
  }
  if (rgb.length !== width * height * 3) throw new Error('rgb must hold width × height × 3 bytes');
  const stride = width * 3;
  // Each row starts with its filter type; 0 (none) keeps the encoder trivial and deflate still packs flat areas.
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
