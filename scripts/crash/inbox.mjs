import { SMTPServer } from 'smtp-server';

/**
 * The harness's mail server: a real SMTP server on loopback that counts what it is given, by
 * Message-ID (decision 046: a mail's key makes it). `raw` counts every delivery, so a copy
 * sent twice in the crash window shows.
 */
export async function startCountingInbox() {
  /** Message-ID -> { to, count } */
  const byMessageId = new Map();
  let raw = 0;
  let withoutId = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        // The headers come first; the body is not needed.
        if (head.length < 64 * 1024) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        raw += 1;
        const id = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(head.split(/\r?\n\r?\n/)[0])?.[1];
        if (!id) withoutId += 1;
        else {
          const seen = byMessageId.get(id);
          if (seen) seen.count += 1;
          else
            byMessageId.set(id, {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              count: 1,
            });
        }
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    byMessageId,
    counts: () => ({ raw, distinct: byMessageId.size, withoutId }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
