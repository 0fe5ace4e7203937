// Avatar image variants (a§3, a§9): the service names each user photo in two sizes by a suffix before
// the extension, 270X360 (big) and 112X150 (small). Pure: one URL in, the URL of the other size out.
import { AVATAR_BIG, AVATAR_SMALL } from "../constants"

/** The two a§3 avatar sizes. */
export type AvatarSize = "big" | "small"

const SUFFIX = new RegExp(`_(?:${AVATAR_BIG}|${AVATAR_SMALL})(?=\\.[A-Za-z0-9]+(?:[?#].*)?$)`)

/**
 * The URL of `url`'s photo in `size` (a§3 "_270X360" / "_112X150" before the extension). A URL without
 * either suffix (another site's photo, a data URL, "") is returned unchanged.
 */
export const avatarVariant = (url: string, size: AvatarSize): string =>
  url.replace(SUFFIX, `_${size === "big" ? AVATAR_BIG : AVATAR_SMALL}`)

/** The variant to show at `px` CSS pixels wide: the small one up to its width (112), else the big one. */
export const avatarSizeFor = (px: number): AvatarSize => (px <= 112 ? "small" : "big")
