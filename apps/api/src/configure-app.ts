import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation';

/** The global prefix, body parser, validation, error shape and OpenAPI docs of the API. */
export function configureApp(app: NestExpressApplication): void {
  app.disable('x-powered-by');
  // A deal or a team is a few hundred bytes: anything near the limit is not ours.
  app.useBodyParser('json', { limit: '64kb' });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  setUpOpenApi(app);
}

function setUpOpenApi(app: NestExpressApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Marque API')
    .setDescription('Coinche tournaments scored with the 2018 tournament marque')
    .setVersion('0.1.0')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config));
}
