// What the browser makes of a picked file before it is sent (a§5 / m§5 "images only"): decoded as an
// image, with its size, or not an image whatever its name or type says (fake.png). Decoding happens
// before anything becomes a message or an upload that can never succeed.

/** A picked file decoded: its size in px, or `decoded: false` when it is no image; {} when the browser cannot tell. */
export type ImageProbe = { readonly width: number; readonly height: number } | { readonly decoded: false } | Record<string, never>

/**
 * Decodes the picked file behind `localUrl` (its object URL) when its type says image: resolves with its
 * size, `{decoded: false}` when it cannot be decoded, or `{}` when the browser has no Image decoding (or
 * the type is not an image: the domain refuses that by its type). Never rejects.
 */
export const probeImage = (localUrl: string, mime: string): Promise<ImageProbe> => {
  const probe = typeof Image === "function" ? new Image() : null
  if (probe === null || typeof probe.decode !== "function" || !mime.startsWith("image/")) return Promise.resolve({})
  probe.src = localUrl
  return probe.decode().then(
    () => ({ width: probe.naturalWidth, height: probe.naturalHeight }),
    () => ({ decoded: false as const }),
  )
}
