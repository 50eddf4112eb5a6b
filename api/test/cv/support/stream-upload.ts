import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../../support/test-app';

/**
 * Posts a multipart upload of `size` bytes in chunked transfer encoding, with no Content-Length,
 * so the server can only learn the size by reading the stream.
 */
export async function streamUpload(t: TestApp, sessionId: string, size: number): Promise<{ status: number; body: Record<string, unknown> }> {
  if (!t.http.listening) await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
  const { port } = t.http.address() as AddressInfo;
  const boundary = 'cv-upload-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const chunk = Buffer.alloc(64 * 1024, 0x20);

  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/cv/upload',
        method: 'POST',
        headers: { 'X-Session-ID': sessionId, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (part: string) => (text += part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const pump = (): void => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}
