import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers a CSV file as a download kept out of every cache on the way (bank data, the
 * accounts): the pay console's exports and the lists' (decision 069) share it. `csv` is the
 * whole text or a stream of it.
 */
export function sendCsvDownload(
  reply: FastifyReply,
  file: { fileName: string; csv: string | Readable },
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.csv);
}
