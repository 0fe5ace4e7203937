// Icons of the messaging views, in the shared 24x24 stroked frame of icons.tsx (decorative; the
// control holding one carries the accessible name).
import { mirroredInRtl, svg, type IconProps } from "../icons"

/** House (home tab). */
export const HomeIcon = (p: IconProps) => svg(<path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />, p)
/** Two people (friends). */
export const FriendsIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M16 4.8a3.5 3.5 0 010 6.4M18 14.8c2 .7 3.2 2.4 3.5 5.2" />
    </>,
    p,
  )
/** Arrow into a door (log in). */
export const LoginIcon = (p: IconProps) => svg(<path d="M14 4h5v16h-5M10 8l4 4-4 4M14 12H4" />, mirroredInRtl(p))
/** Smiling face (emoji picker). */
export const SmileIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14c1 1.5 2.3 2.2 4 2.2s3-.7 4-2.2M9 9.5h.01M15 9.5h.01" />
    </>,
    p,
  )
/** Picture (image upload). */
export const ImageIcon = (p: IconProps) =>
  svg(
    <>
      <rect x="3.5" y="5" width="17" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="M20.5 16l-5-5-8 8" />
    </>,
    p,
  )
/** Gift box. */
export const GiftIcon = (p: IconProps) =>
  svg(
    <>
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3 9h18M12 9v11M12 9c-1.5-3.5-5.5-4-5.5-1.5S9.5 9 12 9zM12 9c1.5-3.5 5.5-4 5.5-1.5S14.5 9 12 9z" />
    </>,
    p,
  )
/** "A" and a glyph (translate). */
export const TranslateIcon = (p: IconProps) =>
  svg(<path d="M3 5h9M7.5 3v2M5 5c.8 3.5 3 6 6 7.5M10 5c-.8 3.5-3 6-6 7.5M12.5 21l4.25-10L21 21M14 17.5h5.5" />, p)
/** Paper plane (send). */
export const SendIcon = (p: IconProps) => svg(<path d="M4 12l16-8-6 16-2.5-6.5zM11.5 13.5L20 4" />, mirroredInRtl(p))
/** Three dots (more). */
export const MoreIcon = (p: IconProps) =>
  svg(<path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3.2} />, p)
/** Circular arrow (retry). */
export const RetryIcon = (p: IconProps) => svg(<path d="M20 12a8 8 0 11-2.3-5.6M20 4v5h-5" />, p)
/** Bin (delete). */
export const TrashIcon = (p: IconProps) => svg(<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />, p)
