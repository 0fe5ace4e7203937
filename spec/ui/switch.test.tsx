// @vitest-environment jsdom
// Switch (ui/components/Switch.tsx, the online-reminder panel's control): a real checkbox with role
// switch, named, its state read as checked, toggled by click and by the keyboard's Space (the browser's
// own checkbox behaviour), and styled only through the design tokens (no colour literal in its CSS).
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Switch } from "../../ui/components/Switch"
import { cleanup, click, getByRole, render } from "./render"

afterEach(cleanup)

function Controlled({ onChange }: { onChange: (on: boolean) => void }) {
  const [on, setOn] = useState(false)
  return <Switch label="Online reminder for Mia" checked={on} onChange={(v) => (setOn(v), onChange(v))} />
}

describe("Switch", () => {
  it("is a named switch whose state is its checked state; a click turns it on and off", () => {
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    const sw = getByRole(document.body, "switch", { name: "Online reminder for Mia" }) as HTMLInputElement
    expect(sw.type).toBe("checkbox")
    expect(sw.checked).toBe(false)
    click(sw)
    expect(sw.checked).toBe(true)
    click(sw)
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })

  it("its CSS uses the tokens only, shows the focus ring, and drops the slide under reduced motion", () => {
    const css = readFileSync(resolve(__dirname, "../../ui/components/Switch.css"), "utf8")
    expect(css.replace(/\/\*[\s\S]*?\*\//g, "")).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(/i)
    expect(css).toMatch(/\.switch:focus-visible\s*{[^}]*var\(--focus-ring\)/)
    expect(css).toMatch(/prefers-reduced-motion: reduce\)\s*{\s*\.switch\s*{\s*transition: none/)
    expect(css).toMatch(/\.switch:checked\s*{[^}]*background-position: right center/)
  })
})
