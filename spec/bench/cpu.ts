// CPU time of this process's descendants (Linux /proc), for the benches' evidence on a loaded machine:
// wall time much longer than the CPU time the work used means the work waited for a core.
import fs from "node:fs"

const TICKS_PER_S = 100

/** Sum of user + system CPU ms of the descendants of this process whose command name matches `name` (0 off Linux). */
export const descendantsCpuMs = (name: RegExp): number => {
  if (!fs.existsSync("/proc/self/stat")) return 0
  const parent = new Map<number, number>()
  const cpu = new Map<number, { comm: string; ticks: number }>()
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, "utf8")
      const close = stat.lastIndexOf(")")
      const comm = stat.slice(stat.indexOf("(") + 1, close)
      const f = stat.slice(close + 2).split(" ")
      parent.set(Number(d), Number(f[1]))
      cpu.set(Number(d), { comm, ticks: Number(f[11]) + Number(f[12]) })
    } catch {
      // gone meanwhile
    }
  }
  const mine = (pid: number): boolean => {
    for (let p = parent.get(pid), guard = 0; p !== undefined && p > 1 && guard < 64; p = parent.get(p), guard++) if (p === process.pid) return true
    return false
  }
  let ticks = 0
  for (const [pid, c] of cpu) if (name.test(c.comm) && mine(pid)) ticks += c.ticks
  return (ticks * 1000) / TICKS_PER_S
}
