// Icons only the settings menu draws (in icons.tsx's shared 24x24 stroked frame; decorative, the control
// holding an icon carries the accessible name): here, not in ./partIcons.tsx, so the menu's part stays one
// file (a part importing a file shared with other parts waits for it after its own: one more round trip).
import { mirroredInRtl, svg, type IconProps } from "./icons"

/** A page with lines (terms, policies). */
export const DocumentIcon = (p: IconProps) =>
  svg(<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6" />, p)
/** A pulse line (diagnostic trace). */
export const PulseIcon = (p: IconProps) => svg(<path d="M3 12h4l3-8 4 16 3-8h4" />, p)
/** A box with an arrow leaving it (opens in a new tab). */
export const ExternalIcon = (p: IconProps) => svg(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />, mirroredInRtl(p))
