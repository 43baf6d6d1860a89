'use client';
import { useQuery } from '@tanstack/react-query';
import { SceneCard } from '@/components/scenes/scene-card';
import { queryClient } from '@/lib/query/client';
import { SceneState } from '@/components/scenes/scene-state';
import { fetchScene, type SceneResponse } from '@/lib/identifier/scene-api';
import { sceneFailureMessage, sceneTitle, type SceneTab } from '@/lib/identifier/scene-kinds';
import { SceneContent } from './scene-content';
import { SmsGate } from './sms-gate';

export const sceneQueryKey = (identifier: string, sceneConfId: string | number) => ['scene', identifier, String(sceneConfId)];

/** One scene loaded in the browser: loading, the SMS gate, failure, empty, or its view (000 §4). */
export function ScenePanel({ identifier, scene }: { identifier: string; scene: SceneTab }) {
  const key = sceneQueryKey(identifier, scene.sceneConfId);
  const query = useQuery<SceneResponse>({
    queryKey: key,
    queryFn: ({ signal }) => fetchScene({ identifier, sceneConfId: scene.sceneConfId }, signal),
    staleTime: 30_000,
    retry: false,
  }, queryClient());
  const title = sceneTitle(scene);
  const answer = query.data;
  if (!answer) {
    return (
      <SceneCard title={title}>
        <SceneState kind="loading" />
      </SceneCard>
    );
  }
  if (!answer.ok && answer.needsVerification) {
    return (
      <SceneCard title={title}>
        <SmsGate identifier={identifier} sceneConfId={scene.sceneConfId} onVerified={(data) => queryClient().setQueryData(key, { ok: true, data })} />
      </SceneCard>
    );
  }
  if (!answer.ok) {
    return (
      <SceneCard title={title}>
        <SceneState kind="failure" message={sceneFailureMessage(scene.templateCode, answer.message)} />
      </SceneCard>
    );
  }
  return <SceneContent identifier={identifier} scene={scene} elements={answer.data.elements ?? []} />;
}
