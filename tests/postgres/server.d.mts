import type { ChildProcess } from 'node:child_process'
export interface TestPostgres {
  url: string
  port: number
  dir: string
  stop(): Promise<void>
  process: ChildProcess
}
export declare function startPostgres(options?: { settings?: Record<string, string>; parent?: string }): Promise<TestPostgres>
