// The runtime's Emscripten module factory ("./pyodide/pyodide.asm.mjs"), which the worker imports beside the
// snapshot and hands to loadPyodide as `createPyodideModule` (web/snapshot.js). The package ships no types for
// this file: its factory has the type loadPyodide's option expects.
import type { PyodideConfig } from "pyodide";

/** Pyodide's Emscripten settings, which become the Emscripten module once instantiated. */
export type EmscriptenSettings = Parameters<CreatePyodideModule>[0];

/** loadPyodide's `createPyodideModule` option. */
export type CreatePyodideModule = NonNullable<PyodideConfig["createPyodideModule"]>;

/** The members of the Emscripten module web/snapshot.js uses before Python starts (Emscripten's own names). */
export interface EmscriptenModule {
  onRuntimeInitialized?: () => void;
  loadDynamicLibrary(
    path: string,
    flags: { loadAsync: boolean; global: boolean; nodelete: boolean; allowUndefined: boolean },
  ): void;
  _malloc(size: number): number;
  _free(pointer: number): void;
  wasmTable: WebAssembly.Table;
  HEAP8: Int8Array;
  growMemory(size: number): void;
}

declare const createPyodideModule: CreatePyodideModule;
export default createPyodideModule;
