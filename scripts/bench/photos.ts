import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { processPhoto } from '../../src/photos/process';
import { measure } from './stats';

/**
 * `npm run bench:photos`: how long a 12-megapixel camera JPEG (4000×3000, made here with sharp
 * from noise over a gradient, so it compresses like a photo rather than a flat colour) takes to
 * become every page size in WebP and JPEG, the work an upload does (issue 28's goal: under 1.5 s on
 * this 2-core machine). Several runs after a warm-up; writes bench/results/photos.json.
 */
const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const GOAL_MS = 1500;

async function cameraJpeg(): Promise<Buffer> {
  const noise = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x2="1" y2="1">` +
      '<stop offset="0" stop-color="#1d4e89"/><stop offset="0.5" stop-color="#f2a541"/><stop offset="1" stop-color="#2e7d32"/></linearGradient></defs>' +
      '<rect width="100%" height="100%" fill="url(#g)"/></svg>',
  );
  return sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'BenchCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
    .toBuffer();
}

async function main(): Promise<void> {
  const input = await cameraJpeg();
  const limits = { maxBytes: 25 * 1024 * 1024, maxMegapixels: 50 };
  let files = 0;
  let outputBytes = 0;
  const timing = await measure(RUNS, 1, async () => {
    const result = await processPhoto(input, limits);
    if (!result.ok) throw new Error(result.refusal.message);
    files = result.photo.files.length;
    outputBytes = result.photo.files.reduce((sum, file) => sum + file.body.length, 0);
  });
  const output = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) },
    input: { width: WIDTH, height: HEIGHT, megapixels: (WIDTH * HEIGHT) / 1e6, bytes: input.length },
    output: { files, bytes: outputBytes },
    sharp: { version: sharp.versions.sharp, concurrency: sharp.concurrency() },
    ms: { median: timing.p50, p95: timing.p95, mean: timing.mean, runs: timing.runs },
    goalMs: GOAL_MS,
    met: timing.p95 < GOAL_MS,
  };
  console.log(
    `12-megapixel JPEG (${(input.length / 1024 / 1024).toFixed(1)} MB) -> ${files} files (${Math.round(outputBytes / 1024)} KB): ` +
      `median ${timing.p50} ms, p95 ${timing.p95} ms over ${timing.runs} runs (goal < ${GOAL_MS} ms: ${output.met ? 'met' : 'NOT met'}; load ${output.machine.loadAverage.join(' ')})`,
  );
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/photos.json', `${JSON.stringify(output, null, 2)}\n`);
  console.log('wrote bench/results/photos.json');
}

await main();
