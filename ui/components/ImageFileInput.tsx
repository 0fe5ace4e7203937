// ImageFileInput: the hidden file input behind a "choose / add a photo" button (a§5 images only): it
// accepts image/*, stays out of the tab order and the accessibility tree (the button is the control
// people use; it calls the input's click()), and hands on the one chosen file, clearing itself so the
// same file can be chosen again. The size rule is the domain's (it refuses what the input lets through).
import { forwardRef } from "react"

/** Props of {@link ImageFileInput}: called with the chosen file. */
export interface ImageFileInputProps {
  onFile: (file: File) => void
}

/** A visually hidden image file input; open it with `ref.current.click()`. */
export const ImageFileInput = forwardRef<HTMLInputElement, ImageFileInputProps>(function ImageFileInput({ onFile }, ref) {
  return (
    <input
      ref={ref}
      className="visually-hidden"
      type="file"
      accept="image/*"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(e) => {
        const file = e.currentTarget.files?.[0]
        e.currentTarget.value = ""
        if (file) onFile(file)
      }}
    />
  )
})
