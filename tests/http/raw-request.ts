import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with the path exactly as given: no client-side normalisation of `..` or `%2e`. */
export const rawRequest = (
  port: number,
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: rawPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
