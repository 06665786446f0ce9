import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';

/** A second portal server of a test, with its own port and database; `stop` ends it and removes its data. */
export interface SecondServer {
  baseURL: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The second server exited with ${String(child.exitCode)}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The second server did not answer within ${String(timeoutMs)} ms`);
}

/**
 * Starts `scripts/start.ts` like `npm start` on a free port with a fresh database under data/ and `env` on top.
 * It serves the client build of CLIENT_OUT_DIR — in a test the main run's, which is up to date, so nothing is
 * rebuilt — and has a database of its own, because the single-writer lock refuses a second server on another's.
 */
export async function startSecondServer(env: Record<string, string>, timeoutMs = 120_000): Promise<SecondServer> {
  const port = await freePort();
  const dataDir = `data/e2e-second-${String(Date.now())}-${String(process.pid)}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_OUT_DIR: process.env.CLIENT_OUT_DIR ?? 'dist',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const baseURL = `http://localhost:${String(port)}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${stderr}`);
  }
  return { baseURL, stop };
}
