// The mobile layout's media query (a§1: body width 680 px or less), without React: the views' hook
// (./useMediaQuery.ts) and the boot script's static gate (ui/boot/boot.ts) read the same one.
import { MOBILE_BREAKPOINT_PX } from "../../domain/constants"

/** The mobile layout of a§1: body width 680 px or less. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`
