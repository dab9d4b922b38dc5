import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createAdapter } from '../src/app-factory';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsIn,
  IsInt,
  IsString,
  Max,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import type { ApiErrorBody } from '@marque/contracts';
import { readHttpConfig } from '../src/config/http-config';
import { configureApp } from '../src/configure-app';
import { StreamAdmission } from '../src/events/stream-admission';
import { Metrics } from '../src/metrics/metrics';
import { PrismaService } from '../src/database/prisma.service';
import { listen, type HttpClient } from './http-client';

class PlayerDto {
  @IsString()
  @MinLength(1)
  name!: string;
}

class ProbeDto {
  @IsString()
  @MinLength(1)
  name!: string;

  @IsInt()
  @Min(1)
  @Max(20)
  rounds!: number;

  @IsIn(['swiss', 'round-robin'])
  pairing!: string;

  @ValidateNested({ each: true })
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  @Type(() => PlayerDto)
  players!: PlayerDto[];
}

/** A controller that exists only in this test, to exercise the global pipe and filter. */
@Controller('probe')
class ProbeController {
  @Post()
  create(@Body() body: ProbeDto): ProbeDto {
    return body;
  }

  @Get('crash')
  crash(): never {
    throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
  }
}

// No database here: configureApp's public read cache is given one it never reaches (no probe
// route is a tournament's public read), its request metrics a pool nobody scrapes, and the
// event streams' admission a route the probe does not have.
@Module({
  controllers: [ProbeController],
  providers: [{ provide: PrismaService, useValue: {} }, Metrics, StreamAdmission],
})
class ProbeModule {}

const validBody = {
  name: 'Open de Sion',
  rounds: 5,
  pairing: 'swiss',
  players: [{ name: 'Anne' }, { name: 'Jo' }],
};

describe('the error shape of every response', () => {
  let app: NestFastifyApplication;
  let http: HttpClient;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(
      ProbeModule,
      createAdapter(readHttpConfig()),
      { logger: false, bodyParser: false },
    );
    configureApp(app, readHttpConfig());
    http = await listen(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('accepts a valid body and turns it into the DTO', async () => {
    const response = await http.request('POST', '/api/probe', { body: validBody });
    expect(response.status).toBe(201);
    expect(response.body).toEqual(validBody);
  });

  it('names every invalid field, nested ones with a dotted path', async () => {
    const response = await http.request('POST', '/api/probe', {
      body: {
        name: '',
        rounds: 'five',
        pairing: 'random',
        players: [{ name: 'Anne' }, { name: 3 }],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
    });
    const fields = (response.body as { details: Array<{ field: string }> }).details.map(
      (d) => d.field,
    );
    expect(new Set(fields)).toEqual(new Set(['name', 'rounds', 'pairing', 'players.1.name']));
  });

  it('gives every invalid field the code of the check it failed, with its limits', async () => {
    const response = await http.request('POST', '/api/probe', {
      body: { name: '', rounds: 25, pairing: 'random', players: [{ name: 'Anne' }] },
    });
    expect(response.status).toBe(400);
    const { details } = response.body as ApiErrorBody;
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'TOO_SHORT', params: { min: 1 } }),
        expect.objectContaining({ field: 'rounds', code: 'TOO_LARGE', params: { max: 20 } }),
        expect.objectContaining({
          field: 'pairing',
          code: 'NOT_ONE_OF',
          params: { allowed: 'swiss, round-robin' },
        }),
        expect.objectContaining({ field: 'players', code: 'TOO_FEW_ITEMS', params: { min: 2 } }),
      ]),
    );
    const wrongType = await http.request('POST', '/api/probe', {
      body: { ...validBody, rounds: 'five', players: [{ name: 'Anne' }, { name: 3 }] },
    });
    expect((wrongType.body as ApiErrorBody).details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'rounds', code: 'NOT_AN_INTEGER' }),
        expect.objectContaining({ field: 'players.1.name', code: 'NOT_A_STRING' }),
      ]),
    );
  });

  it('says a field left out is required, once', async () => {
    const response = await http.request('POST', '/api/probe', {
      body: { ...validBody, name: undefined },
    });
    expect((response.body as ApiErrorBody).details).toEqual([
      { field: 'name', code: 'REQUIRED', message: 'name is required' },
    ]);
  });

  it('refuses unknown fields instead of dropping them silently', async () => {
    const response = await http.request('POST', '/api/probe', {
      body: { ...validBody, marks: 500 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'marks', code: 'UNKNOWN_FIELD', message: expect.stringContaining('marks') },
      ],
    });
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await http.request('POST', '/api/probe', { body: '{"name": "Open", ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'INVALID_JSON',
      message: expect.stringContaining('JSON'),
    });
  });

  it('answers a huge payload with a 413 in the same shape', async () => {
    const response = await http.request('POST', '/api/probe', {
      body: { ...validBody, name: 'x'.repeat(200_000) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'BODY_TOO_LARGE',
      message: 'The request body is too large',
    });
  });

  it('answers an unknown route with a 404 in the same shape', async () => {
    const response = await http.request('GET', '/api/nowhere');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: expect.any(String),
    });
  });

  it('never lets a stack trace or SQL reach the client', async () => {
    const response = await http.request('GET', '/api/probe/crash');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
    });
    expect(response.text).not.toMatch(/secret_table|at |SELECT/);
  });
});
