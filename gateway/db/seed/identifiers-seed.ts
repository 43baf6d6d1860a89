import type { Db } from '../client';
import { companies, identifierScenes, identifiers } from '../schema';
import { identifierSeeds } from './identifiers';

const beijing = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

/** The demo identifiers, their owning companies and their scenes (spec/demo-data.md). */
export async function seedIdentifiers(db: Db): Promise<void> {
  const companyIds = new Map<string, number>();
  for (const seed of identifierSeeds) {
    const c = seed.company;
    if (companyIds.has(c.indentifierPrefix)) continue;
    const [row] = await db
      .insert(companies)
      .values({
        name: c.companyName,
        indentifierPrefix: c.indentifierPrefix,
        examineStatus: 2,
        status: c.status,
        industry: c.industry,
        website: c.website,
        introduce: c.introduce,
        qrcodeLink: c.qrcodeLink ?? null,
        createdAt: beijing(c.createTime),
      })
      .returning({ id: companies.id });
    companyIds.set(c.indentifierPrefix, row.id);
  }
  await db.insert(identifiers).values(
    identifierSeeds.map((s) => ({
      identifier: s.identifier,
      identifierName: s.identifierName,
      companyId: companyIds.get(s.company.indentifierPrefix)!,
      images: s.images,
      updatedAt: beijing(s.updatedAt),
    })),
  );
  await db.insert(identifierScenes).values(
    identifierSeeds.flatMap((s) =>
      s.scenes.map((scene) => ({
        sceneConfId: scene.sceneConfId,
        identifier: s.identifier,
        templateCode: scene.templateCode,
        sceneName: scene.sceneName,
        icon: scene.icon ?? null,
        smsGated: s.smsGated.includes(scene.sceneConfId),
        elements: scene.elements,
      })),
    ),
  );
}
