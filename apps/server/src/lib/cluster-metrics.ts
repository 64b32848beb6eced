import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

// GET /metrics with WORKERS > 1 (issue 33 item 5): the worker that a scrape reaches asks the
// primary, which gathers every worker's registry (prom-client's cluster messages) and answers
// one sum: requests, latencies and pool use added up, the catalogue's age the oldest of them.

const ASK = 'yangdee:metrics-ask';
const ANSWER = 'yangdee:metrics-answer';
/** prom-client gives up on a silent worker after 5 s; the asking worker waits a little longer. */
const ANSWER_TIMEOUT_MS = 6_000;

type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };

/** In a worker: its registry is the one the primary's gathering reads. */
export function shareWithPrimary(registry: Registry): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  // Its constructor is what makes a worker answer the primary's gathering.
  new AggregatorRegistry();
}

/** In the primary: answers a worker's ask with every worker's metrics, summed. */
export function answerWorkersMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, text }),
      (error: unknown) =>
        worker.isConnected() && worker.send({ type: ANSWER, id: message.id, error: String(error) }),
    );
  });
}

let asked = 0;

/** In a worker: every worker's metrics, through the primary. */
export function metricsOfAllWorkers(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const onMessage = (message: Answer) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      finish();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics'));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error('the primary did not answer with the workers’ metrics'));
    }, ANSWER_TIMEOUT_MS);
    const finish = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send?.({ type: ASK, id });
  });
}

/** The whole service's metrics when this process is one of several workers, else its own. */
export function serviceMetrics(registry: Registry): Promise<string> {
  return cluster.isWorker ? metricsOfAllWorkers() : registry.metrics();
}
