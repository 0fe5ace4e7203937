// Writes public/sounds/message.wav: a short two-tone chime (8 kHz mono 8-bit PCM, ~0.25 s, under 3 KB)
// for new chat messages (m§4). Run once: node scripts/make-sounds.mjs (the file is committed).
import { writeFileSync } from "node:fs"

const rate = 8000
const samples = []
const tone = (hz, ms) => {
  const n = Math.round((rate * ms) / 1000)
  for (let i = 0; i < n; i++) {
    const env = Math.min(1, i / 40) * Math.min(1, (n - i) / 200)
    samples.push(Math.round(128 + 90 * env * Math.sin((2 * Math.PI * hz * i) / rate)))
  }
}
tone(880, 110)
tone(1320, 140)
const data = Buffer.from(samples)
const h = Buffer.alloc(44)
h.write("RIFF", 0)
h.writeUInt32LE(36 + data.length, 4)
h.write("WAVE", 8)
h.write("fmt ", 12)
h.writeUInt32LE(16, 16)
h.writeUInt16LE(1, 20)
h.writeUInt16LE(1, 22)
h.writeUInt32LE(rate, 24)
h.writeUInt32LE(rate, 28)
h.writeUInt16LE(1, 32)
h.writeUInt16LE(8, 34)
h.write("data", 36)
h.writeUInt32LE(data.length, 40)
writeFileSync(new URL("../public/sounds/message.wav", import.meta.url), Buffer.concat([h, data]))
