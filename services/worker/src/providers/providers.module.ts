import { Module } from '@nestjs/common';
import { WORKER_CONFIG, WorkerConfig } from '../config/worker-config';
import { AI_PROVIDER, AiProvider } from './ai-provider';
import { AnthropicProvider } from './anthropic.provider';
import { OfflineProvider } from './offline.provider';
import { OpenAiProvider } from './openai.provider';

/** The adapter AI_PROVIDER names, built once from the validated configuration. */
export function createAiProvider(config: WorkerConfig): AiProvider {
  const { ai } = config;
  const common = { model: ai.model, timeoutMs: ai.timeoutMs, maxRetries: ai.sdkMaxRetries, maxOutputTokens: ai.maxOutputTokens };
  switch (ai.provider) {
    case 'anthropic':
      return new AnthropicProvider({ ...common, apiKey: ai.anthropicApiKey ?? '', baseURL: ai.anthropicBaseUrl });
    case 'openai':
      return new OpenAiProvider({ ...common, apiKey: ai.openaiApiKey, baseURL: ai.openaiBaseUrl });
    case 'offline':
      return new OfflineProvider(ai.offlineDelayMs);
  }
}

@Module({
  providers: [{ provide: AI_PROVIDER, inject: [WORKER_CONFIG], useFactory: createAiProvider }],
  exports: [AI_PROVIDER],
})
export class ProvidersModule {}
