import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test images made on the spot (no binary fixtures). */

/** A photo as a phone stores it: landscape pixels, EXIF orientation 6 (show turned 90° clockwise), GPS, camera and author. Left half red, right half blue. */
export async function phoneJpeg(width = 600, height = 300): Promise<Buffer> {
  const half = { width: width / 2, height, channels: 3 as const };
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { ...half, background: '#ff0000' } }, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 12', Artist: 'Ivan Ivanov', Copyright: 'Ivan Ivanov' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 0/1' },
    })
    .toBuffer();
}

export const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } });

/** Random pixels compress to nothing: a PNG of about `bytes`. */
export async function noisePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A noisy photo-like JPEG (noise keeps it big: `grain` pixels per noise cell), e.g. 4000×3000 at about 4 MB. */
export async function noiseJpeg(width: number, height: number, quality = 75, grain = 8): Promise<Buffer> {
  const [w, h] = [Math.ceil(width / grain), Math.ceil(height / grain)];
  const small = await sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
  return sharp(small).resize(width, height, { kernel: 'nearest' }).blur(0.6).jpeg({ quality }).toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A decompression bomb: a valid 1-bit PNG of side×side black pixels, tens of KB that decode to side² pixels. */
export function bombPng(side = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0 and zero bits, row after row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
