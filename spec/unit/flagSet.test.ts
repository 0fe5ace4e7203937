// The flags' built names are made from their codes (scripts/flags.mjs, issue 14: no URL table is
// downloaded): ui/components/flags/flagSet.ts is the installed flag-icons' set, and every country the
// views can name has a flag in it.
import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { flagFileName, flagFiles, flagSetHash, flagSetModule } from "../../scripts/flags.mjs"
import { FLAG_CODES, FLAG_SET } from "../../ui/components/flags/flagSet"
import { flagUrl } from "../../ui/components/flags/Flag"
import { NUMERIC_ALPHA2 } from "../../ui/app/countryCodes"

describe("Given the flag set", () => {
  it("when compared with the installed flag-icons, then flagSet.ts is what the generator writes now", () => {
    expect(fs.readFileSync(path.resolve("ui/components/flags/flagSet.ts"), "utf8")).toBe(flagSetModule())
    expect(FLAG_SET).toBe(flagSetHash())
    expect(FLAG_SET).toMatch(/^[A-Z0-9]{8}$/)
  })

  it("when a flag's URL is made from its code, then it is the file the build writes, in any case; no flag gives none", () => {
    const files = flagFiles()
    expect(FLAG_CODES.length).toBe(files.length * 2)
    for (const f of files) {
      expect(flagUrl(f.code.toUpperCase())).toBe(`/${flagFileName(f.code, FLAG_SET)}`)
      expect(fs.existsSync(f.file)).toBe(true)
    }
    expect(flagUrl("tr")).toBe(`/flag-tr-${FLAG_SET}.svg`)
    for (const none of ["zz", "xx", "", "t", "TUR", "r"]) expect(flagUrl(none)).toBeNull()
  })

  it("when every country of the code table is looked up, then each has a flag", () => {
    for (let i = 0; i < NUMERIC_ALPHA2.length; i += 5) expect(flagUrl(NUMERIC_ALPHA2.slice(i + 3, i + 5)), NUMERIC_ALPHA2.slice(i, i + 5)).not.toBeNull()
  })
})
