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

/** The first field message of a console route's error answer, else its message, else the fallback. */
export function messageOf(body: unknown, fallback: string): string {
  const answer = body as { error?: unknown; errors?: Record<string, string[]> } | null;
  const first = answer?.errors ? Object.values(answer.errors).flat()[0] : undefined;
  if (typeof first === 'string') return first;
  return typeof answer?.error === 'string' ? answer.error : fallback;
}
