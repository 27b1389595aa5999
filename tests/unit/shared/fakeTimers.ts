// setTimeout and clearTimeout that only record what was asked, for tests of messages that go away after a
// while: the test reads the delays and runs the callbacks when it chooses.

export function fakeTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>()
  let next = 1
  return {
    pending,
    setTimeout: ((fn: () => void, ms: number) => {
      pending.set(next, { fn, ms })
      return next++
    }) as unknown as typeof setTimeout,
    clearTimeout: ((id: number) => void pending.delete(id)) as unknown as typeof clearTimeout,
    runAll: () => [...pending.values()].forEach((p) => p.fn()),
  }
}
