// The extractor's progress figures (issue 14 "extraction in the browser"): files done of total, files per
// second and the time left, shown by the browser's progress bar and written by the command line to stderr.

export interface ExtractionProgress {
  done: number
  total: number
  /** Over the whole run so far; 0 until a file is done. */
  filesPerSecond: number
  /** Whole seconds, rounded up; null until the rate is known. */
  secondsLeft: number | null
}

export function extractionProgress(done: number, total: number, elapsedMs: number): ExtractionProgress {
  const filesPerSecond = done > 0 && elapsedMs > 0 ? (done * 1000) / elapsedMs : 0
  const secondsLeft = filesPerSecond > 0 ? Math.ceil((total - done) / filesPerSecond) : null
  return { done, total, filesPerSecond, secondsLeft }
}

/** '12 of 40 files · 3.5 files/s · about 8 s left' */
export function progressText({ done, total, filesPerSecond, secondsLeft }: ExtractionProgress): string {
  const parts = [`${done} of ${total} files`]
  if (filesPerSecond > 0) parts.push(`${filesPerSecond >= 10 ? Math.round(filesPerSecond) : filesPerSecond.toFixed(1)} files/s`)
  if (secondsLeft !== null && done < total) parts.push(`about ${timeLeft(secondsLeft)} left`)
  return parts.join(' · ')
}

function timeLeft(seconds: number): string {
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}
