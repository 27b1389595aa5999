// A gate a test holds a request at: the page's call waits behind it until the test opens it, so that what the
// page shows while a reply is on its way can be looked at for as long as it takes.

export interface Gate {
  /** Settles once the gate is opened. */
  passed: Promise<void>
  open(): void
}

export function gate(): Gate {
  let open = () => {}
  const passed = new Promise<void>((resolve) => (open = resolve))
  return { passed, open }
}
