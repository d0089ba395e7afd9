import fs from 'node:fs';
import { benchConsoleStock } from './console-stock';

/**
 * Runs the stock section of `npm run bench:console` on its own (`npx tsx scripts/bench/console-stock-main.ts`),
 * for a branch without the bench:console runner; writes bench/results/console-stock.json.
 */
benchConsoleStock()
  .then((result) => {
    console.log(JSON.stringify(result, null, 2));
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/console-stock.json', `${JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2)}\n`);
    if (!result.met) process.exit(1);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
