// Wire fuzzing in the default run (issue 15): a seeded sample of generated relay frames, Agora messages
// and gateway answers through decoding and the kernel: nothing throws, what fails to decode becomes a
// rejection event, and the rest is applied. `npm run fuzz:wire -- --runs 1000000` is the long run.
import { describe, expect, it } from "vitest"
import { runWireFuzz } from "../support/wireFuzz"

describe("Given generated wire frames and gateway answers", () => {
  it("when 6,000 of them (seeded) are decoded and applied to a signed-in member, then nothing throws and both paths are exercised", async () => {
    const f = await runWireFuzz({ seed: 20261125, runs: 6_000 })
    expect(f.throws).toEqual([])
    expect(f.inputs).toBe(6_000)
    // The generator reaches both outcomes on every channel: decoded events and rejections.
    expect(f.applied).toBeGreaterThan(600)
    expect(f.rejected).toBeGreaterThan(600)
    expect(Math.min(f.relay, f.agora, f.answers)).toBeGreaterThan(1_000)
  }, 120_000)
})
