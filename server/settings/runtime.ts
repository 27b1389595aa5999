// The oldest Node.js the product runs on, and the check every program makes before it opens a database:
// better-sqlite3 13's native module needs Node 22 or later and crashes older ones outright, and the
// product is tested on Node 24 LTS, which `npm install` brings along (package.json).

/** The floor, as package.json's `engines` states it (a unit test keeps the two equal). */
export const NODE_FLOOR = '24.11.0'

const parts = (version: string) => version.replace(/^v/, '').split('.').map((n) => Number.parseInt(n, 10) || 0)

/** True when `version` (such as process.versions.node) is at least the floor. */
export function isSupportedNode(version: string): boolean {
  const have = parts(version)
  const need = parts(NODE_FLOOR)
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0
    const b = need[i] ?? 0
    if (a !== b) return a > b
  }
  return true
}

/** Stops a program on an older Node with a message that says which runtime to use instead. */
export function exitUnlessSupportedNode(program: string): void {
  const version = process.versions.node
  if (isSupportedNode(version)) return
  console.error(
    `${program} needs Node.js ${NODE_FLOOR} or later; this is Node.js ${version}. ` +
      'Start it with npm start (which runs the Node.js that npm install put in node_modules/.bin), ' +
      'or run node_modules/.bin/node in place of node.',
  )
  process.exit(1)
}
