// Icons of the call popups (24x24 stroked, decorative; the button holding one carries the name).
import { svg, type IconProps } from "./icons"

/** Microphone. */
export const MicIcon = (p: IconProps) =>
  svg(
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0014 0M12 18v3" />
    </>,
    p,
  )
/** Microphone struck through (muted). */
export const MicOffIcon = (p: IconProps) =>
  svg(
    <>
      <path d="M9 9V6a3 3 0 016 0v5M15 13.5A3 3 0 019 11M5 11a7 7 0 0011.5 5.3M19 11a7 7 0 01-.6 2.8M12 18v3M3 3l18 18" />
    </>,
    p,
  )
/** Speaker. */
export const SpeakerIcon = (p: IconProps) => svg(<path d="M4 9h4l5-4v14l-5-4H4zM16.5 8.5a5 5 0 010 7M19 6a8.5 8.5 0 010 12" />, p)
/** Speaker struck through (remote muted). */
export const SpeakerOffIcon = (p: IconProps) => svg(<path d="M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6" />, p)
/** Two arrows (swap videos). */
export const SwapIcon = (p: IconProps) => svg(<path d="M7 4L3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />, p)
/** Gift box. */
export const GiftIcon = (p: IconProps) =>
  svg(
    <>
      <rect x="3" y="8" width="18" height="5" rx="1" />
      <path d="M5 13v8h14v-8M12 8v13M12 8S10.5 3 8 4.5 9 8 12 8zM12 8s1.5-5 4-3.5S15 8 12 8z" />
    </>,
    p,
  )
/** Person with a plus (add friend). */
export const AddFriendIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21a7 7 0 0114 0M19 8v6M16 11h6" />
    </>,
    p,
  )
/** Flag (report). */
export const FlagIcon = (p: IconProps) => svg(<path d="M5 21V4M5 4h11l-2 4 2 4H5" />, p)
/** Four corners (fullscreen). */
export const FullscreenIcon = (p: IconProps) => svg(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />, p)
/** Four corners inward (leave fullscreen). */
export const ExitFullscreenIcon = (p: IconProps) => svg(<path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />, p)
/** Handset turned down (hang up). */
export const HangUpIcon = (p: IconProps) =>
  svg(<path d="M3 14.5c5-4.7 13-4.7 18 0l-2.3 2.6-3.7-1.6V13a12 12 0 00-6 0v2.5l-3.7 1.6z" />, { ...p, fill: "currentColor" })
/** Handset (accept). */
export const AcceptCallIcon = (p: IconProps) =>
  svg(<path d="M5 3h4l2 5-2.5 1.5a11 11 0 006 6L16 13l5 2v4a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z" />, { ...p, fill: "currentColor" })
/** Gear on a camera (devices). */
export const DevicesIcon = (p: IconProps) =>
  svg(
    <>
      <rect x="2" y="6" width="13" height="11" rx="2" />
      <path d="M15 10l5-3v9l-5-3" />
      <circle cx="8.5" cy="11.5" r="2" />
    </>,
    p,
  )
/** Signal bars (connection quality). */
export const SignalIcon = (p: IconProps & { bars: 1 | 2 | 3 }) => {
  const { bars, ...rest } = p
  return svg(
    <>
      <path d="M5 19v-3" opacity={1} />
      <path d="M12 19v-7" opacity={bars >= 2 ? 1 : 0.3} />
      <path d="M19 19V7" opacity={bars >= 3 ? 1 : 0.3} />
    </>,
    rest,
  )
}
