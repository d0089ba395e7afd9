import 'server-only';
import { env } from '../env';
import { localMediaStore } from './local';
import { s3MediaStore } from './s3';
import type { MediaStore } from './store';

let chosen: MediaStore | undefined;

/** The installation's media store: the bucket when MEDIA_S3_BUCKET is set, otherwise MEDIA_DIR on this disk. */
export function mediaStore(): MediaStore {
  if (chosen) return chosen;
  const e = env();
  chosen = e.MEDIA_S3_BUCKET
    ? s3MediaStore({
        bucket: e.MEDIA_S3_BUCKET,
        region: e.MEDIA_S3_REGION,
        endpoint: e.MEDIA_S3_ENDPOINT,
        pathStyle: e.MEDIA_S3_PATH_STYLE,
        credentials:
          e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY }
            : undefined,
      })
    : localMediaStore(e.MEDIA_DIR);
  return chosen;
}
