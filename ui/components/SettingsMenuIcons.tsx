// Icons of the settings menu and the trace tools (24x24 viewBox, currentColor, decorative): the
// control holding an icon carries the accessible name.
import { mirroredInRtl, svg, type IconProps } from "./icons"

/** Props of these icons: size in px (default 20) plus any SVG attribute. */
export type SettingsIconProps = IconProps

/** Gear (settings). */
export const GearIcon = (p: SettingsIconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </>,
    p,
  )
/** A page with lines (terms, policies). */
export const DocumentIcon = (p: SettingsIconProps) =>
  svg(<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6" />, p)
/** A circle with a bar (blocked users). */
export const BlockIcon = (p: SettingsIconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6l12.8 12.8" />
    </>,
    p,
  )
/** A bell (check notifications). */
export const BellIcon = (p: SettingsIconProps) => svg(<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />, p)
/** A bin (delete account). */
export const TrashIcon = (p: SettingsIconProps) => svg(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />, p)
/** A pulse line (diagnostic trace). */
export const PulseIcon = (p: SettingsIconProps) => svg(<path d="M3 12h4l3-8 4 16 3-8h4" />, p)
/** A box with an arrow leaving it (opens in a new tab). */
export const ExternalIcon = (p: SettingsIconProps) => svg(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />, mirroredInRtl(p))
/** Left-pointing triangle bar (previous step). */
export const StepBackIcon = (p: SettingsIconProps) => svg(<path d="M6 5v14M18 5l-9 7 9 7z" />, mirroredInRtl(p))
/** Right-pointing triangle bar (next step). */
export const StepForwardIcon = (p: SettingsIconProps) => svg(<path d="M18 5v14M6 5l9 7-9 7z" />, mirroredInRtl(p))
