// What the upload screen's extraction panel and its worker say to each other. Files go in and stay in the
// worker; only items, refusals and progress come back.

import type { BigSearchItem } from '../../../shared/api/types/bigsearch.js'
import type { ExtractionProgress } from '../../../shared/bigsearch/extract/progress.js'

export interface CaseFile {
  file: File
  /** Its path inside the chosen folder (caseFiles.ts casePath). */
  casePath: string
}

export interface ExtractRequest {
  files: CaseFile[]
}

export type ExtractReply =
  | { kind: 'progress'; progress: ExtractionProgress }
  | { kind: 'refused'; casePath: string; reason: string }
  | { kind: 'done'; items: BigSearchItem[] }
  | { kind: 'failed'; message: string }
