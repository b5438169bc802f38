// What the engine worker uses beyond TypeScript's WebWorker library (checked by jsconfig.worker.json).

interface FileSystemFileHandle {
  /**
   * Rename the file within its folder (File System Standard; Chromium and Firefox have it, WebKit does not:
   * web/snapshot.js `place()` checks for it before using it).
   */
  move(newName: string): Promise<void>;
}

/** Development builds only (`build.py --dev`): a browser test runs Python in the engine through this. */
declare var druzinaDev: { runPython(code: string): void } | undefined;
