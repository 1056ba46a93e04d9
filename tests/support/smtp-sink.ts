/**
 * A real SMTP server on loopback for mail tests (smtp-server): it accepts every message, keeps
 * each one raw and parsed, and can take its time answering, like a slow mail provider.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  /** Every message accepted so far, parsed (cid links kept), in arrival order. */
  received: ParsedMail[];
  /** The same messages as they came over the wire. */
  raw: Buffer[];
  stop(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Milliseconds the server waits before accepting each message. */
  delayMs?: number;
  /**
   * A fixed port (to bring a server back on the address a test made unreachable); any free one by
   * default.
   */
  port?: number;
}

export async function startSmtpSink({
  delayMs = 0,
  port = 0,
}: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const raw: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        setTimeout(() => {
          simpleParser(bytes, { keepCidLinks: true }).then((mail) => {
            raw.push(bytes);
            received.push(mail);
            callback();
          }, callback);
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    raw,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses a parsed message was sent to. */
export function recipientsOf(mail: ParsedMail): string[] {
  return [mail.to ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}
