// An area's later parts: the screens and dialogs its first page does not draw, as ONE module the area loads on
// demand. One lazy part, not one per screen: the build cuts the code several lazy parts share with the first
// screen into a chunk per combination of parts, and a first visit on a slow link pays a round trip for each of
// those files (issue 15 §9). An area names its module once (`laterParts(() => import('./laterParts.js'))`) and
// draws each part through Suspense.

import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

// A component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>
/** The names of a module's exports that are components. */
type ComponentNames<Parts> = { [K in keyof Parts]: Parts[K] extends AnyComponent ? K : never }[keyof Parts]

export interface LaterParts<Parts extends object> {
  /** Starts loading the later parts, or returns the load already started. */
  load(): Promise<Parts>
  /** A component of the later parts, drawn through Suspense until they have loaded. */
  part<K extends ComponentNames<Parts>>(name: K): LazyExoticComponent<Extract<Parts[K], AnyComponent>>
}

export function laterParts<Parts extends object>(importParts: () => Promise<Parts>): LaterParts<Parts> {
  let loading: Promise<Parts> | null = null
  const load = () => (loading ??= importParts())
  return {
    load,
    part: <K extends ComponentNames<Parts>>(name: K) =>
      lazy<Extract<Parts[K], AnyComponent>>(() => load().then((parts) => ({ default: parts[name] as Extract<Parts[K], AnyComponent> }))),
  }
}
