import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocumentOffline } from './api-docs';
import { API_TYPES_FILE, generateApiTypes, REGENERATE_COMMAND } from './api-types';

const ROOT = path.resolve(__dirname, '../../../..');

describe(buildOpenApiDocumentOffline.name, () => {
  it('describes the admin API without a database or Redis', async () => {
    const document = await buildOpenApiDocumentOffline();

    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/admin/blog/posts', '/api/ai/productions/{id}', '/api/admin/login']));
  });

  it('names every DTO class once: the document keys its schemas by class name, so a second class of a name replaces the first', () => {
    const names = new Map<string, string[]>();
    const visit = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
          for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/^export class (\w+Dto)\b/gm)) names.set(name, [...(names.get(name) ?? []), path.relative(ROOT, file)]);
        }
      }
    };
    visit(path.join(ROOT, 'services/gateway/src'));

    expect([...names].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});

describe(generateApiTypes.name, () => {
  it(`matches the committed ${API_TYPES_FILE} (run ${REGENERATE_COMMAND} when the gateway's DTOs changed)`, async () => {
    const committed = fs.readFileSync(path.join(ROOT, API_TYPES_FILE), 'utf8');
    const generated = await generateApiTypes();

    if (committed !== generated) {
      throw new Error(`${API_TYPES_FILE} is out of date with the gateway's OpenAPI document: run ${REGENERATE_COMMAND} and commit the result.`);
    }
  });
});
