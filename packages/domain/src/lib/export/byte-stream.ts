import { Readable } from "node:stream";

/** Where a writer puts its bytes: `write` resolves once the reader has room for more (backpressure). */
export interface ByteSink {
  write(chunk: Uint8Array | string): Promise<void>;
}

/** The reader went away (the client closed the download): the producer stops and releases what it holds. */
export class ExportAborted extends Error {
  constructor() {
    super("export aborted by the reader");
    this.name = "ExportAborted";
  }
}

/** Bytes buffered for the reader before the producer waits: a few batches, whatever the export's size. */
export const EXPORT_HIGH_WATER_MARK = 256 * 1024;

/**
 * A Readable fed by an async producer, with backpressure both ways: the producer starts at once (its first batch is
 * read while the response's headers go out), each
 * `sink.write` waits while the reader's buffer is over the high-water mark, and destroying the stream (the client
 * went away) makes the pending and next writes throw ExportAborted, so the producer's `finally` runs (closing the
 * cursor). A producer error destroys the stream with it: the response ends abruptly, never looking complete.
 */
export function producerStream(
  produce: (sink: ByteSink) => Promise<void>,
  highWaterMark = EXPORT_HIGH_WATER_MARK,
): Readable {
  let aborted = false;
  let wake: (() => void) | null = null;
  const resume = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const stream = new Readable({
    highWaterMark,
    read() {
      resume();
    },
    destroy(err, callback) {
      aborted = true;
      resume();
      callback(err);
    },
  });
  const sink: ByteSink = {
    async write(chunk) {
      if (aborted) throw new ExportAborted();
      if (chunk.length === 0) return;
      if (stream.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk)) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      if (aborted) throw new ExportAborted();
    },
  };
  async function run() {
    try {
      await produce(sink);
      if (!aborted) stream.push(null);
    } catch (err) {
      if (!aborted) stream.destroy(err as Error);
    }
  }
  void run();
  return stream;
}
