// Real PNG files for upload tests, made with zlib: a soft portrait-like gradient with a lighter disc.
// Stored uncompressed (deflate level 0) so the file size is width x height x 3 bytes, large enough to
// watch an upload's progress under a throttled network.
import { deflateSync } from "node:zlib"

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

const crc32 = (buf: Buffer): number => {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const chunk = (type: string, data: Buffer): Buffer => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** A width x height RGB PNG of a diagonal gradient from `from` to `to` (RGB triples) with a light disc. */
export const portraitPng = (width: number, height: number, from: readonly [number, number, number], to: readonly [number, number, number]): Buffer => {
  const raw = Buffer.alloc((width * 3 + 1) * height)
  const cx = width / 2
  const cy = height * 0.4
  const r = width * 0.28
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 < r * r
      for (let c = 0; c < 3; c++) {
        const v = from[c]! + (to[c]! - from[c]!) * t
        raw[row + 1 + x * 3 + c] = Math.round(inDisc ? v + (255 - v) * 0.55 : v)
      }
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 2
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ])
}
