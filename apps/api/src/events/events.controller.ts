import { Controller, Get, Headers, HttpStatus, Param, Query, Res } from '@nestjs/common';
import {
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../common/api-error';
import { EventsService } from './events.service';
import { SseStream } from './sse-stream';
import { EVENTS_PATH, StreamAdmission } from './stream-admission';
import { uuidParam } from '../common/path-params';

@ApiTags('events')
@Controller(EVENTS_PATH)
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly admission: StreamAdmission,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Live events of a tournament (Server-Sent Events)',
    description:
      'Events `deal`, `correction`, `round` and `standings`, each with an `id:` and its data as ' +
      'JSON. A client that reconnects with Last-Event-ID (or ?lastEventId=) gets every event ' +
      'after it, in order, then the live ones.',
  })
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Replay the events after it' })
  @ApiQuery({
    name: 'lastEventId',
    required: false,
    description: 'The same, for a first EventSource connection (which cannot set headers)',
  })
  @ApiOkResponse({
    description: 'An endless text/event-stream',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: 'No such tournament' })
  async stream(
    @Param('id', uuidParam('id')) tournamentId: string,
    @Res() response: FastifyReply,
    @Headers('last-event-id') lastEventIdHeader?: string,
    @Query('lastEventId') lastEventIdQuery?: string,
  ): Promise<void> {
    const lastEventId = parseLastEventId(lastEventIdHeader ?? lastEventIdQuery);
    const stream = new SseStream(response, () => this.admission.started(response.request.raw));
    const stop = await this.events.stream(tournamentId, lastEventId, stream).catch((error) => {
      stream.close();
      throw error;
    });
    stream.onClose(stop);
  }
}

/** A Last-Event-ID is an id this API sent: a non-negative integer. */
function parseLastEventId(value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^\d{1,15}$/.test(text)) {
    throw new ApiError(
      HttpStatus.BAD_REQUEST,
      'INVALID_HEADER',
      'Last-Event-ID must be an event id',
      {
        params: { header: 'Last-Event-ID' },
        details: [
          { field: 'Last-Event-ID', code: 'INVALID_FORMAT', message: 'a non-negative integer' },
        ],
      },
    );
  }
  return Number(text);
}
