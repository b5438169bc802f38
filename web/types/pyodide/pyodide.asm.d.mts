// The runtime's Emscripten module factory ("./pyodide/pyodide.asm.mjs"), which the worker imports beside the
// snapshot and hands to loadPyodide as `createPyodideModule` (web/snapshot.js). The package ships no types for
// this file: its factory has the type loadPyodide's option expects.
import type { PyodideConfig } from "pyodide";

/** Pyodide's Emscripten settings, which become the Emscripten module once instantiated. */
export type EmscriptenSettings = Parameters<CreatePyodideModule>[0];

/** loadPyodide's `createPyodideModule` option. */
export type CreatePyodideModule = NonNullable<PyodideConfig["createPyodideModule"]>;

/** How a side module is loaded (Emscripten's `loadDynamicLibrary` flags). */
export interface LibraryFlags {
  loadAsync: boolean;
  global: boolean;
  nodelete: boolean;
  allowUndefined: boolean;
}

/** The members of the Emscripten module web/snapshot.js uses before Python starts (Emscripten's own names). */
export interface EmscriptenModule {
  onRuntimeInitialized?: () => void;
  loadDynamicLibrary(path: string, flags: LibraryFlags): void;
  /** Instantiates a side module (its bytes or its compiled module) and returns its exports. */
  loadWebAssemblyModule(binary: WebAssembly.Module | Uint8Array, flags: LibraryFlags, path: string): object;
  /** Exports of libraries instantiated ahead, by path: `loadDynamicLibrary` registers these instead of loading. */
  preloadedWasm: Record<string, object>;
  _malloc(size: number): number;
  _free(pointer: number): void;
  wasmTable: WebAssembly.Table;
  HEAP8: Int8Array;
  growMemory(size: number): void;
}

declare const createPyodideModule: CreatePyodideModule;
export default createPyodideModule;
