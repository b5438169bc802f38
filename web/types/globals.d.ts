// Globals the shell shares between its scripts (checked by `npm run lint`, see jsconfig.json).

/** The engine worker web/early-worker.js creates while the page is parsed; web/js/engine.js adopts it. */
interface EarlyWorker {
  worker: Worker;
  startTime: number;
  messages: WorkerMessage[];
  errors: string[];
}

interface Window {
  druzinaEarlyWorker?: EarlyWorker;
}
