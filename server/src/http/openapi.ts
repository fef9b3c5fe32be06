import { z } from 'zod';
import { type CallDefinition, contract, errorStatus, failureAnswer } from '@clipyard/shared/contract';

/**
 * OpenAPI 3.1 generated from the contract's zod schemas (the same ones the server parses with), so the document
 * can never drift from what the server accepts. Built once, on first request.
 */
export function buildOpenApi(serverUrl?: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const def of Object.values(contract) as CallDefinition[]) {
    const success = {
      description: 'Success',
      content: {
        'application/json': {
          schema: {
            allOf: [
              { type: 'object', properties: { isSuccessful: { const: true } }, required: ['isSuccessful'] },
              toSchema(def.answer, 'output'),
            ],
          },
        },
      },
    };
    // Every call may answer 503 TEMPORARILY_UNAVAILABLE (with Retry-After) while the database is out of reach.
    const statuses = new Set<number>([400, 429, 500, 503]);
    for (const code of def.errors) statuses.add(errorStatus[code]);
    if (def.auth !== 'none' && def.auth !== 'optional') statuses.add(401);
    const responses: Record<string, unknown> = { '200': success };
    for (const status of [...statuses].sort()) {
      responses[String(status)] = {
        description: `Failure (errorCode one of: ${def.errors.join(', ') || 'common codes'})`,
        content: { 'application/json': { schema: toSchema(failureAnswer, 'output') } },
      };
    }
    const operation: Record<string, unknown> = {
      operationId: def.path.replace(/[^A-Za-z0-9]+/g, '_'),
      summary: def.summary,
      tags: [def.path.split('/')[1] ?? 'system'],
      security: def.auth === 'none' ? [] : def.auth === 'optional' ? [{}, { firebase: [] }] : [{ firebase: [] }],
      'x-clipyard-auth': def.auth,
      ...(def.ours ? { 'x-clipyard-ours': true } : {}),
      ...(def.rateLimit ? { 'x-clipyard-rate-limit': def.rateLimit } : {}),
      ...(def.checkRevoked ? { 'x-clipyard-check-revoked': true } : {}),
      responses,
    };
    if (def.method === 'POST') {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(def.request, 'input') } },
      };
    }
    paths[`/${def.path}`] = { [def.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Clipyard API', version: '1.0.0', description: 'Generated from @clipyard/shared/contract.' },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    components: {
      securitySchemes: { firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' } },
    },
    paths,
  };
}

function toSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}
