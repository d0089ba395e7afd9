/**
 * Sends one file as an upload's body with XMLHttpRequest, whose upload progress events fetch does
 * not give, and answers the server's JSON with its status.
 */
export type UploadAnswer = { status: number; body: unknown };

export function sendPhoto(url: string, file: File, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = null;
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => resolve({ status: 0, body: null });
    request.send(file);
  });
}

/** The first message of a photo route's error answer, or the fallback. */
export function messageOf(body: unknown, fallback: string): string {
  const errors = (body as { errors?: Record<string, string[]> } | null)?.errors;
  const first = errors ? Object.values(errors).flat()[0] : undefined;
  return typeof first === 'string' ? first : fallback;
}
