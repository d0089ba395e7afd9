import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm start` checks every setting before it builds, migrates or serves (src/env.ts): a wrong one
 * stops it at once with the fix, and "serving" is never printed.
 */
const root = path.resolve(import.meta.dirname, '../..');

function start(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '3699', PGLITE_DIR: 'memory://', DATABASE_URL: '', REDIS_URL: '', ...env },
      detached: true,
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // A start that gets past the check would build and serve: stop it and fail on its output.
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

describe('npm start with a wrong setting', () => {
  it.each([
    [{ IMAGE_REMOTE_HOSTS: 'cdn.example.com:8080' }, 'IMAGE_REMOTE_HOSTS: "cdn.example.com:8080": ports are not allowed; write cdn.example.com'],
    [{ OPERATOR_TOKEN: 'too-short' }, 'OPERATOR_TOKEN: must be at least 24 characters'],
  ])('%j stops before serving, naming the fix', async (env, message) => {
    const run = await start(env);
    expect(run.out).toContain(message);
    expect(run.out).not.toContain('serving');
    expect(run.code).toBe(1);
  }, 30_000);
});
