/**
 * Child process of the storm bench (storm.ts): the storm itself, apart from the bench's probe so neither slows the
 * other's event loop. `node --import tsx scripts/bench/storm-client.ts <job.json>`; prints `result <json>`.
 *   {"mode":"http","url","connections","duration","requests":[...]}: autocannon, counting each status
 *   {"mode":"ws","url","origin","clients","frames","frameBytes"}: WebSocket clients sending large frames, then closing
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { latencyStats } from './storm-figures';

interface HttpJob {
  mode: 'http';
  url: string;
  connections: number;
  duration: number;
  requests: NonNullable<Parameters<typeof autocannon>[0]['requests']>;
}

interface WsJob {
  mode: 'ws';
  url: string;
  origin: string;
  clients: number;
  frames: number;
  frameBytes: number;
}

async function http(job: HttpJob) {
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  const run = autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    requests: job.requests,
  });
  run.on('response', (_client, status, _bytes, time) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    times.push(time);
  });
  const result = await run;
  return {
    requests: result.requests.total,
    rps: result.requests.total / Math.max(1, result.duration),
    errors: result.non2xx + result.errors + result.timeouts,
    statuses,
    // the percentiles, not every time: a storm of kept answers is 100,000s of responses, too long a line to pass
    latency: latencyStats(times),
  };
}

/** A JSON request of about `bytes` bytes (an unknown method with a large parameter: parsed, then answered an error). */
export const largeFrame = (bytes: number): Buffer => {
  const head = JSON.stringify({ type: 'request', id: 1, method: 'benchStorm', params: { pad: '' } });
  return Buffer.from(head.replace('"pad":""', `"pad":"${'x'.repeat(Math.max(0, bytes - head.length))}"`));
};

/** One client: connects, sends its frames one after the other (each once the last is answered), then closes. */
function client(job: WsJob, frame: Buffer): Promise<{ answered: number; refused: boolean }> {
  return new Promise((done) => {
    const socket = new WebSocket(job.url, { origin: job.origin });
    let answered = 0;
    const send = () => socket.send(frame, { binary: false });
    const finish = (refused: boolean) => {
      clearTimeout(timer);
      socket.terminate();
      done({ answered, refused });
    };
    const timer = setTimeout(() => finish(answered === 0), 120_000);
    socket.on('open', send);
    socket.on('message', () => {
      answered += 1;
      if (answered < job.frames) send();
      else socket.close();
    });
    socket.on('close', () => finish(answered === 0));
    socket.on('error', () => finish(true));
  });
}

async function ws(job: WsJob) {
  const frame = largeFrame(job.frameBytes);
  const began = performance.now();
  const results = await Promise.all(Array.from({ length: job.clients }, () => client(job, frame)));
  return {
    answered: results.reduce((sum, r) => sum + r.answered, 0),
    refused: results.filter((r) => r.refused).length,
    seconds: (performance.now() - began) / 1000,
  };
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as HttpJob | WsJob;
console.log('started');
const result = job.mode === 'http' ? await http(job) : await ws(job);
console.log(`result ${JSON.stringify(result)}`);
process.exit(0);
