// Inline SVG icons (24x24 viewBox, currentColor). Decorative by default (aria-hidden); the control
// that holds an icon carries the accessible name. CoinIcon keeps its gold colours.
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

/** Left arrow (back; points right in right-to-left pages). */
export const BackIcon = (p: IconProps) => svg(<path d="M15 5l-7 7 7 7" />, mirroredInRtl(p))
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
/** Plus (add coins). */
export const PlusIcon = (p: IconProps) => svg(<path d="M12 5v14M5 12h14" />, p)
/** Trash can (delete a photo). */
export const TrashIcon = (p: IconProps) => svg(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />, p)
/** Eye (show password). */
export const EyeIcon = (p: IconProps) =>
  svg(
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>,
    p,
  )
/** Eye struck through (hide password). */
export const EyeOffIcon = (p: IconProps) =>
  svg(
    <>
      <path d="M3 3l18 18M10.6 6.1A10 10 0 0112 6c6.4 0 10 6 10 6a17 17 0 01-3.2 3.9M6.6 6.6C3.8 8.3 2 12 2 12s3.6 7 10 7a9.7 9.7 0 004.5-1.1" />
      <path d="M9.9 9.9a3 3 0 004.2 4.2" />
    </>,
    p,
  )
/** Envelope (e-mail). */
export const MailIcon = (p: IconProps) =>
  svg(
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>,
    p,
  )
/** Handset (phone). */
export const PhoneIcon = (p: IconProps) =>
  svg(<path d="M5 3h4l2 5-2.5 1.5a11 11 0 006 6L16 13l5 2v4a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z" />, p)
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

/** Google "G" mark in its four brand colours (as on Google's own sign-in button). */
export const GoogleIcon = ({ size = 20, ...rest }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" {...rest}>
    <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
    <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
    <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
    <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
  </svg>
)

/** Facebook "f" mark in white (for the blue Facebook button): a white disc with the f cut out. */
export const FacebookIcon = ({ size = 20, ...rest }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
    <path
      fill="#fff"
      d="M24 12.073C24 5.405 18.627 0 12 0S0 5.405 0 12.073C0 18.1 4.388 23.094 10.125 24v-8.437H7.078v-3.49h3.047V9.43c0-3.007 1.792-4.669 4.533-4.669 1.312 0 2.686.235 2.686.235v2.953H15.83c-1.491 0-1.956.925-1.956 1.874v2.25h3.328l-.532 3.49h-2.796V24C19.612 23.094 24 18.1 24 12.073z"
    />
  </svg>
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

/** Star (favourite); `filled` for a starred friend. */
export const StarIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) =>
  svg(<path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8L3.5 9.7l5.9-.9z" fill={filled ? "currentColor" : "none"} />, p)
/** Pencil (a friend's note name). */
export const PencilIcon = (p: IconProps) => svg(<path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />, p)
/** Bell (online reminders). */
export const BellIcon = (p: IconProps) => svg(<path d="M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0" />, p)
/** Person with a plus (add friend). */
export const AddUserIcon = (p: IconProps) => svg(<path d="M10 12a4 4 0 100-8 4 4 0 000 8zM3 20c0-3.5 3-6 7-6s7 2.5 7 6M19 8v6M16 11h6" />, p)
