import fs from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, type MediaStore, type StoredFile } from './store';

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.png': 'image/png' };

/**
 * Files in a directory (MEDIA_DIR, under the data directory by default): what the embedded default
 * needs, with nothing to set up. Writes go to a temporary name first and are renamed into place, so a
 * reader never sees half a file.
 */
export function localMediaStore(directory: string): MediaStore {
  const root = path.resolve(directory);
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.part`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    },
    async get(key): Promise<StoredFile | null> {
      const file = fileOf(key);
      try {
        return { body: await fs.readFile(file), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        const file = fileOf(key);
        await fs.rm(file, { force: true });
        folders.add(path.dirname(file));
      }
      // A photo's folder goes with its last file; one still holding files stays (rmdir refuses).
      for (const folder of folders) await fs.rmdir(folder).catch(() => undefined);
    },
  };
}
