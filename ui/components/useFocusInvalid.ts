// Focus after a refused form: the field to fix, not the submit button that was pressed.
import { useEffect, type RefObject } from "react"

/**
 * When `errorKey` becomes set (a refused submit: a client check or the gateway's refusal), moves the
 * focus to the first control inside `ref` marked `aria-invalid="true"`, if any (WCAG 3.3.1: the error is
 * announced there and the member can fix it at once). Errors without a field leave the focus alone.
 */
export function useFocusInvalid(ref: RefObject<HTMLElement | null>, errorKey: string | null): void {
  useEffect(() => {
    if (errorKey === null) return
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errorKey, ref])
}
