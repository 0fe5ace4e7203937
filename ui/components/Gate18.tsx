// Gate18: the 18+ welcome gate shown to signed-out visitors without the acknowledgement cookie
// (spec section 4). It must be answered: Escape does nothing; Enter or Log in are the only ways on.
import { useId } from "react"
import { useI18n } from "../../i18n"
import { Button } from "./Button"
import { Modal } from "./Modal"
import "./Gate18.css"

/** Props of {@link Gate18}: the two answers. */
export interface Gate18Props {
  onEnter: () => void
  onLogIn: () => void
}

/** The adults-only welcome gate dialog. */
export function Gate18({ onEnter, onLogIn }: Gate18Props) {
  const { LL } = useI18n()
  const titleId = useId()
  const textId = useId()
  return (
    <Modal labelledBy={titleId} describedBy={textId} layout="gate" className="gate18">
      <div className="gate18-badge" aria-hidden="true">18+</div>
      <h2 id={titleId} className="gate18-title">{LL.gate.title()}</h2>
      <p id={textId} className="gate18-text">{LL.gate.text()}</p>
      <div className="gate18-actions">
        <Button variant="primary" size="lg" block onClick={onEnter} data-autofocus>{LL.gate.enter()}</Button>
        <Button variant="secondary" size="lg" block onClick={onLogIn}>{LL.gate.logIn()}</Button>
      </div>
    </Modal>
  )
}
