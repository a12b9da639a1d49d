import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';

/** The contract's OpenAPI document at /api/docs (outside MODE=prod). */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument({ serverUrl: publicUrl }) as never },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
