import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertMediaKey, type MediaStore } from './store';

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  pathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** The stored files never change under their key (a new photo gets a new id), so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, ...), for installations with several machines
 * or no lasting disk. Checksums are sent only where the protocol requires them: S3-compatible
 * services other than AWS do not all accept the SDK's newer default ones.
 */
export function s3MediaStore(settings: S3Settings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.pathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertMediaKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE }));
    },
    async get(key) {
      assertMediaKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { body: Buffer.from(await object.Body.transformToByteArray()), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      keys.forEach(assertMediaKey);
      // DeleteObjects takes at most 1,000 keys a call.
      for (let from = 0; from < keys.length; from += 1000) {
        const Objects = keys.slice(from, from + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
  };
}
