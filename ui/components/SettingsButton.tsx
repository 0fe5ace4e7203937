// The settings gear (a§2): an icon button in the rail and the phone's top bar that opens the settings
// menu. Its own module so the layout does not carry the menu, which is a chunk loaded when first opened.
import { useI18n } from "../../i18n"
import { IconButton } from "./Button"
import { GearIcon } from "./icons"

/** Props of {@link SettingsButton}. */
export interface SettingsButtonProps {
  open: boolean
  onToggle: () => void
  /** Id of the open menu (aria-controls). */
  menuId?: string
  className?: string
}

/** The gear: an icon button that opens the settings menu. */
export function SettingsButton({ open, onToggle, menuId, className }: SettingsButtonProps) {
  const { LL } = useI18n()
  return (
    <IconButton
      label={LL.settings.open()}
      icon={<GearIcon />}
      className={className}
      data-settings-trigger
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      onClick={onToggle}
    />
  )
}
