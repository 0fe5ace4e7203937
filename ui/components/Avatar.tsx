// Avatar: a round photo, or the first letter of the name on a gradient when there is no photo or it
// fails to load. `alt` is empty by default because the surrounding control usually names the person.
// The photo is asked in the a§3 size that fits: 112X150 up to 112 px, else 270X360.
import { useState } from "react"
import { avatarSizeFor, avatarVariant } from "../../domain/core/avatar"
import "./Avatar.css"

/** Props of {@link Avatar}: photo URL, name (for the initial), size in px, optional alt text. */
export interface AvatarProps {
  src: string | null | undefined
  name: string
  size?: number
  /** Accessible text; omit when the parent control already names the person. */
  alt?: string
}

/** First user-perceived character of a name, upper-cased ("?" when empty). */
export const initialOf = (name: string): string => {
  const first = Array.from(name.trim())[0]
  return first ? first.toLocaleUpperCase() : "?"
}

/** A circular avatar image with an initial fallback. */
export function Avatar({ src: given, name, size = 40, alt = "" }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const src = given ? avatarVariant(given, avatarSizeFor(size)) : given
  const showImg = !!src && failed !== src
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}>
      {showImg ? (
        <img src={src} alt={alt} width={size} height={size} decoding="async" onError={() => setFailed(src)} />
      ) : (
        <span className="avatar-initial" role={alt ? "img" : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
          {initialOf(name)}
        </span>
      )}
    </span>
  )
}
