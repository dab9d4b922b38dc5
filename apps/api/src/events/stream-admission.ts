import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** The event streams' path (EventsController's), and their route as Fastify names it (with the global prefix). */
export const EVENTS_PATH = 'tournaments/:id/events';
export const EVENTS_ROUTE = `/api/${EVENTS_PATH}`;
/**
 * Event streams being started at once: the others wait before Nest's pipeline, holding nothing
 * but their socket. A thousand screens reconnecting together (after a restart, or a venue's wifi
 * coming back) would otherwise go through routing, guards, the tournament's check and their
 * headers all at the same time, each a few steps of the event loop, and a deal arriving then would
 * wait its turn behind all of them at each of its own steps: seconds, for a phone.
 */
export const STREAMS_STARTING_AT_ONCE = 4;

/**
 * Lets event streams in a few at a time (FIFO): a stream is started once its headers are written
 * (`started`, from the stream itself) or its request has ended in any other way (an error answer,
 * the client gone). What it replays afterwards is paced by StreamReads.
 */
@Injectable()
export class StreamAdmission {
  private starting = 0;
  private readonly queue: Array<() => void> = [];
  private readonly releases = new WeakMap<IncomingMessage, () => void>();

  private readonly atOnce = STREAMS_STARTING_AT_ONCE;

  /** Fastify's onRequest hook: every other route goes straight on. */
  readonly onRequest = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void => {
    if (request.method !== 'GET' || request.routeOptions.url !== EVENTS_ROUTE) return done();
    const admit = () => {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.releases.delete(request.raw);
        const next = this.queue.shift();
        if (next) next();
        else this.starting -= 1;
      };
      // A client that left while waiting: its turn passes on at once, and nothing is done for it
      // (the request is dropped with its socket).
      if (reply.raw.destroyed) return release();
      this.releases.set(request.raw, release);
      reply.raw.once('close', release);
      done();
    };
    if (this.starting < this.atOnce) {
      this.starting += 1;
      admit();
    } else {
      this.queue.push(admit);
    }
  };

  /** The stream of `request` has written its headers: the next one may start. */
  started(request: IncomingMessage): void {
    this.releases.get(request)?.();
  }

  /** Streams waiting for their turn (for tests and metrics). */
  get waiting(): number {
    return this.queue.length;
  }
}
