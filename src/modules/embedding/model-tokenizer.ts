// The model's own tokenizer (tokenizer.json of the installed model, read by Hugging Face's
// JavaScript tokenizers), with the window split for long texts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Tokenizer } from '@huggingface/tokenizers';
import type { PreparedText } from './embedder.js';

// The package's declarations import their own files without extensions, which NodeNext
// resolution cannot follow, so its types arrive unresolved; these are the parts used here.
interface HfTokenizer {
  token_to_id(token: string): number | undefined;
  encode(text: string, options: { add_special_tokens: boolean }): { ids: number[] };
}
const HfTokenizerClass = Tokenizer as unknown as new (tokenizer: object, config: object) => HfTokenizer;

export class ModelTokenizer {
  private constructor(
    private readonly tokenizer: HfTokenizer,
    private readonly startId: number,
    private readonly endId: number,
    /** Tokens per window, the two special tokens included. */
    readonly windowTokens: number,
  ) {}

  static async load(modelDir: string, windowTokens: number): Promise<ModelTokenizer> {
    const [json, config] = await Promise.all([
      readFile(join(modelDir, 'tokenizer.json'), 'utf8'),
      readFile(join(modelDir, 'tokenizer_config.json'), 'utf8'),
    ]);
    const parsedConfig = JSON.parse(config) as { bos_token?: string; eos_token?: string };
    const tokenizer = new HfTokenizerClass(JSON.parse(json) as object, parsedConfig);
    const idOf = (token: string | undefined, role: string): number => {
      const id = token === undefined ? undefined : tokenizer.token_to_id(token);
      if (id === undefined) throw new Error(`the tokenizer in ${modelDir} has no ${role} token`);
      return id;
    };
    if (!Number.isInteger(windowTokens) || windowTokens < 3)
      throw new Error(`a window of ${windowTokens} tokens is too small`);
    return new ModelTokenizer(
      tokenizer,
      idOf(parsedConfig.bos_token, 'start'),
      idOf(parsedConfig.eos_token, 'end'),
      windowTokens,
    );
  }

  prepare(text: string, owner?: string): PreparedText {
    const ids = this.tokenizer.encode(text, { add_special_tokens: false }).ids;
    const perWindow = this.windowTokens - 2;
    const windows: number[][] = [];
    for (let start = 0; start < ids.length || windows.length === 0; start += perWindow) {
      windows.push([this.startId, ...ids.slice(start, start + perWindow), this.endId]);
    }
    return { text, tokens: ids.length, windows, ...(owner === undefined ? {} : { owner }) };
  }
}
