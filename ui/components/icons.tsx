// Inline SVG icons (24x24 viewBox, currentColor). Decorative by default (aria-hidden); the control
// that holds an icon carries the accessible name. CoinIcon keeps its gold colours. Only the icons of the
// first screen's views are here (they are in the startup files); those that only parts loaded on demand
// draw are in ./partIcons.tsx, so they come with those parts (issue 14).
import { useId, type ReactElement, type SVGProps } from "react"
/** Props shared by every icon: size in px (default 20) plus any SVG attribute. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number }
/** Wraps icon paths in the shared 24x24 stroked SVG frame. */
export function svg(paths: ReactElement, { size = 20, ...rest }: IconProps): ReactElement {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths}
    </svg>
  )
}
/**
 * Marks an icon that points along the reading direction (back, forward, send, leave): it is drawn for
 * left-to-right text and mirrored in right-to-left pages (theme/base.css `.icon-rtl-mirror`).
 */
export const mirroredInRtl = (p: IconProps): IconProps => ({ ...p, className: p.className ? `${p.className} icon-rtl-mirror` : "icon-rtl-mirror" })
/** Cross (close). */
export const CloseIcon = (p: IconProps) => svg(<path d="M6 6l12 12M18 6L6 18" />, p)
/** Down chevron (a picker that opens below). */
export const ChevronDownIcon = (p: IconProps) => svg(<path d="M6 9l6 6 6-6" />, p)
/** Globe (all countries). */
export const GlobeIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </>,
    p,
  )
/** Three lines (menu toggle). */
export const MenuIcon = (p: IconProps) => svg(<path d="M4 7h16M4 12h16M4 17h16" />, p)
/** Speech bubble (live chat). */
export const ChatIcon = (p: IconProps) =>
  svg(<path d="M4 5h16v11H9l-5 4z" />, p)
/** Shield (safety center). */
export const ShieldIcon = (p: IconProps) =>
  svg(<path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" />, p)
/** Lock (privacy center). */
export const LockIcon = (p: IconProps) =>
  svg(
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 018 0v3" />
    </>,
    p,
  )
/** Shuffle (random video chat). */
export const ShuffleIcon = (p: IconProps) =>
  svg(<path d="M4 7h3c5 0 5 10 10 10h3M4 17h3c2 0 3-1.5 4-3.5M13 9.5c1-2 2-2.5 4-2.5h3M18 4l3 3-3 3M18 14l3 3-3 3" />, p)
/** Down arrow into tray (download). */
export const DownloadIcon = (p: IconProps) => svg(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />, p)
/** Plus in square (install app). */
export const InstallIcon = (p: IconProps) =>
  svg(
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M12 8v8M8 12h8" />
    </>,
    p,
  )
/** Video camera (video call). */
export const VideoIcon = (p: IconProps) =>
  svg(
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="M16 10l5-3v10l-5-3z" />
    </>,
    p,
  )
/** Person (profile). */
export const UserIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </>,
    p,
  )
/** Door with arrow (logout). */
export const LogoutIcon = (p: IconProps) => svg(<path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" />, mirroredInRtl(p))
/** Circle with exclamation (error). */
export const AlertIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16.5v.5" />
    </>,
    p,
  )
/** Check in circle (success). */
export const CheckIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12l3 3 5-6" />
    </>,
    p,
  )
/** Info in circle. */
export const InfoIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>,
    p,
  )
/** Magnifier with nobody (empty state). */
export const SearchIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>,
    p,
  )
/** Gold coin (the app currency). */
export const CoinIcon = ({ size = 20, ...rest }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
    <circle cx="12" cy="12" r="10" fill="var(--coin-gold, #FFC63D)" stroke="var(--coin-gold-edge, #C98A00)" strokeWidth="1.5" />
    <circle cx="12" cy="12" r="6.5" fill="none" stroke="var(--coin-gold-edge, #C98A00)" strokeWidth="1.2" opacity="0.7" />
    <path d="M12 8.2l1.1 2.3 2.5.3-1.8 1.7.5 2.5-2.3-1.2-2.3 1.2.5-2.5-1.8-1.7 2.5-.3z" fill="#FFF3C4" />
  </svg>
)
/** App logo mark: a rounded speech bubble filled with the brand gradient (gradient id unique per use). */
export function LogoMark({ size = 32, ...rest }: IconProps) {
  const gradId = `logo-grad-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...rest}>
      <defs>
        <linearGradient id={gradId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FF5FD2" />
          <stop offset="1" stopColor="#2ED8FF" />
        </linearGradient>
      </defs>
      <path d="M6 4h20a4 4 0 014 4v12a4 4 0 01-4 4H14l-7 5v-5H6a4 4 0 01-4-4V8a4 4 0 014-4z" fill={`url(#${gradId})`} />
      <path d="M12 10.5v7l6-3.5z" fill="#fff" />
    </svg>
  )
}
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
/** Gear (settings). */
export const GearIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </>,
    p,
  )
/** A circle with a bar (blocked users). */
export const BlockIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6l12.8 12.8" />
    </>,
    p,
  )
/** Bell (online reminders). */
export const BellIcon = (p: IconProps) => svg(<path d="M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0" />, p)
/** Trash can (delete a photo). */
export const TrashIcon = (p: IconProps) => svg(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />, p)
