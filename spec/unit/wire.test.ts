// The wire scheme (a§7): canonical parameter strings, HMAC-SHA-256 signatures (cross-checked with
// node:crypto and a fixed known answer) and the AES-GCM body codec with tamper detection.
import { createHmac } from "node:crypto"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { LOCAL_DEFAULTS } from "../../infrastructure/config"
import { canonicalize, fromBase64, makeBodyCodec, sameSignature, signParams, toBase64 } from "../../infrastructure/gateway/wire"

describe("Given canonicalize", () => {
  it("when keys are unordered, then they are sorted by UTF-16 code unit and joined without encoding", () => {
    expect(canonicalize({ b: 2, a: "x" })).toBe("a=x&b=2")
    expect(canonicalize({ b: 1, B: 2, _: 3, a1: 4, a: 5 })).toBe("B=2&_=3&a=5&a1=4&b=1")
    expect(canonicalize({ q: "a b&c=d" })).toBe("q=a b&c=d")
  })

  it("when sign, null or undefined are present, then they are left out; empty strings and false are kept", () => {
    expect(canonicalize({ sign: "abc", a: null, b: undefined, c: "", d: false, e: 0 })).toBe("c=&d=false&e=0")
  })

  it("when a value is an object, then it is JSON", () => {
    expect(canonicalize({ o: { x: [1, "y"] } })).toBe('o={"x":[1,"y"]}')
  })

  it("when the same params come in any key order, then the string is the same", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (d) => {
        const reversed = Object.fromEntries(Object.entries(d).reverse())
        expect(canonicalize(reversed)).toBe(canonicalize(d))
      }),
      { seed: 20261122, numRuns: 200 },
    )
  })
})

describe("Given signParams (HMAC-SHA-256, lower-case hex)", () => {
  const params = { appId: "vidchat-web", platformType: 4, nonce: "abc", timestamp: 1767000000000, userId: "", sign: "ignored" }

  it("when signed, then it equals node:crypto's HMAC of the canonical string", async () => {
    const canonical = "appId=vidchat-web&nonce=abc&platformType=4&timestamp=1767000000000&userId="
    expect(canonicalize(params)).toBe(canonical)
    const expected = createHmac("sha256", "local-dev-signing-secret").update(canonical).digest("hex")
    expect(await signParams("local-dev-signing-secret", params)).toBe(expected)
  })

  it("when signed, then it matches the recorded known answer", async () => {
    expect(await signParams("key", { a: 1, b: "two" })).toBe("393061de1dc7022d471f7867b74c2566c2811e299698de0935f27eca20b8cbd2")
  })

  it("when one value or the secret changes, then the signature changes", async () => {
    const base = await signParams("k", { a: 1 })
    expect(await signParams("k", { a: 2 })).not.toBe(base)
    expect(await signParams("k2", { a: 1 })).not.toBe(base)
  })

  it("when comparing signatures, then only equal strings are the same", () => {
    expect(sameSignature("abcd", "abcd")).toBe(true)
    expect(sameSignature("abcd", "abce")).toBe(false)
    expect(sameSignature("abcd", "abc")).toBe(false)
  })
})

describe("Given the AES-GCM body codec", () => {
  it("when any text is sealed and opened, then it round-trips", async () => {
    const codec = await makeBodyCodec(LOCAL_DEFAULTS.codecKey)
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", maxLength: 200 }), async (text) => {
        expect(await codec.decrypt(await codec.encrypt(text))).toBe(text)
      }),
      { seed: 20261122, numRuns: 100 },
    )
  })

  it("when the same text is sealed twice, then the ciphertexts differ (fresh IV)", async () => {
    const codec = await makeBodyCodec(LOCAL_DEFAULTS.codecKey)
    expect(await codec.encrypt("same")).not.toBe(await codec.encrypt("same"))
  })

  it("when any byte of a sealed body is flipped, then opening it is rejected", async () => {
    const codec = await makeBodyCodec(LOCAL_DEFAULTS.codecKey)
    const sealed = fromBase64(await codec.encrypt('{"code":200}'))
    for (let i = 0; i < sealed.length; i++) {
      const bad = sealed.slice()
      bad[i] = bad[i]! ^ 0x01
      await expect(codec.decrypt(toBase64(bad))).rejects.toThrow()
    }
  })

  it("when a body is too short, not base64, or sealed with another key, then opening it is rejected", async () => {
    const codec = await makeBodyCodec(LOCAL_DEFAULTS.codecKey)
    await expect(codec.decrypt(toBase64(new Uint8Array(27)))).rejects.toThrow()
    await expect(codec.decrypt("***")).rejects.toThrow()
    const other = await makeBodyCodec(toBase64(new Uint8Array(16).fill(1)))
    await expect(codec.decrypt(await other.encrypt("x"))).rejects.toThrow()
  })

  it("when the key has a bad length, then making the codec is rejected", async () => {
    await expect(makeBodyCodec(toBase64(new Uint8Array(5)))).rejects.toThrow()
  })

  it("when bytes go through base64, then they round-trip", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), (bytes) => {
        expect(Array.from(fromBase64(toBase64(bytes)))).toEqual(Array.from(bytes))
        expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"))
      }),
      { seed: 20261122, numRuns: 30 },
    )
  })
})
