import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export function setupSwagger(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Arbi API')
      .setDescription('Signups, customers, referrals, texts, ratings and first-bet plans. Sign in with POST /api/auth/login.')
      .addBearerAuth()
      .addCookieAuth('arbi_session')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
}
