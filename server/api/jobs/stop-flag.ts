// Word that the service is stopping, shared by the job engine's thread and the threads it starts (a Camera ID
// query's): a flag in shared memory, read between runs of work, where a message would wait for the thread's turn of
// its event loop.

/** A flag, clear. It is passed to a thread in its workerData, which shares its memory rather than copying it. */
export function stopFlag(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT))
}

export function raiseStop(flag: Int32Array): void {
  Atomics.store(flag, 0, 1)
}

export function isStopping(flag: Int32Array): boolean {
  return Atomics.load(flag, 0) === 1
}
