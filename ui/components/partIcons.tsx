// Icons that only parts loaded on demand draw (login, chat, friends, profile, photo viewer, settings
// menu, trace bar, call popup), in icons.tsx's shared 24x24 stroked frame: kept out of the startup files,
// they come with the first part that needs them (issue 14). Decorative (aria-hidden); the control holding
// an icon carries the accessible name.
import { mirroredInRtl, svg, type IconProps } from "./icons"

/** Left arrow (back; points right in right-to-left pages). */
export const BackIcon = (p: IconProps) => svg(<path d="M15 5l-7 7 7 7" />, mirroredInRtl(p))
/** Plus (add coins). */
export const PlusIcon = (p: IconProps) => svg(<path d="M12 5v14M5 12h14" />, p)
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
/** Star (favourite); `filled` for a starred friend. */
export const StarIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) =>
  svg(<path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8L3.5 9.7l5.9-.9z" fill={filled ? "currentColor" : "none"} />, p)
/** Pencil (a friend's note name). */
export const PencilIcon = (p: IconProps) => svg(<path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />, p)
/** Person with a plus (add friend). */
export const AddUserIcon = (p: IconProps) => svg(<path d="M10 12a4 4 0 100-8 4 4 0 000 8zM3 20c0-3.5 3-6 7-6s7 2.5 7 6M19 8v6M16 11h6" />, p)
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
/** Left-pointing triangle bar (previous step). */
export const StepBackIcon = (p: IconProps) => svg(<path d="M6 5v14M18 5l-9 7 9 7z" />, mirroredInRtl(p))
/** Right-pointing triangle bar (next step). */
export const StepForwardIcon = (p: IconProps) => svg(<path d="M18 5v14M6 5l9 7-9 7z" />, mirroredInRtl(p))
