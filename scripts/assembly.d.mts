// Types of assembly.mjs for the tests that bundle as build.mjs does.

import type { Plugin } from 'esbuild'

export declare const ASSEMBLY_FLAGS: string[]
export declare const ASSEMBLY_IMPORT: RegExp
export declare function assemblySourceOf(wasmPath: string): string | undefined
export declare function compileAssembly(sourcePath: string): Buffer
export declare const assemblyPlugin: Plugin
