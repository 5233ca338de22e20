import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnswerLoader } from '../answers/answerLoader.js';
import { AnswerService } from '../answers/answerService.js';
import type { Config } from '../config.js';
import { createFieldReader } from '../sanitize/fieldCleaner.js';

declare module 'fastify' {
  interface FastifyInstance {
    answers: AnswerService;
  }
}

export interface AnswersPluginOptions {
  config: Config;
}

/** The canonical answers of the CMS through the shared cache, for the API routes and the page renderer. */
async function answersPlugin(app: FastifyInstance, { config }: AnswersPluginOptions): Promise<void> {
  const upstreamOrigin = config.upstreamUrl === null ? null : new URL(config.upstreamUrl).origin;
  const load = createAnswerLoader(app.upstream, createFieldReader(upstreamOrigin), app.metrics);
  app.decorate(
    'answers',
    new AnswerService({ cache: app.responseCache, load, metrics: app.metrics, ttlMs: config.cacheTtlMs }),
  );
}

export default fp(answersPlugin, {
  name: 'bff-answers',
  fastify: '5.x',
  dependencies: ['bff-metrics', 'bff-upstream', 'bff-response-cache'],
});
