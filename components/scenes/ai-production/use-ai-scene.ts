'use client';
import { useEffect, useRef, useState } from 'react';
import type { Element } from '@/core/contract';
import type { TimeFilter } from '@/lib/identifier/ai-time';
import { fetchScene, type SceneRequest, type SceneResponse } from '@/lib/identifier/scene-api';
import { commonMessages } from '@/core/messages/common';

export type SceneFetcher = (request: SceneRequest, signal?: AbortSignal) => Promise<SceneResponse>;

/** The asked option and period; `time: null` is the first load, which sends no time filter (000 §4). */
export interface AiQuery {
  code: number;
  time: TimeFilter | null;
}

export type Outcome = { ok: true; elements: Element[] } | { ok: false; message: string };

/** The last answer, with the query it answers (the panels read its period, not the one being asked). */
export interface Settled {
  key: string;
  query: AiQuery;
  outcome: Outcome;
}

export const queryKey = (query: AiQuery, attempt: number) => JSON.stringify([query, attempt]);

interface Options {
  identifier: string;
  sceneConfId: string | number;
  query: AiQuery | null;
  fetcher?: SceneFetcher;
  /** An answer the page already holds for the first query, so no call is made for it. */
  initial?: Settled | null;
}

/** Loads the scene for each new query; a newer query aborts the one in flight. */
export function useAiScene({ identifier, sceneConfId, query, fetcher = fetchScene, initial = null }: Options) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(initial);
  const settledKey = useRef(initial?.key);
  const key = query ? queryKey(query, attempt) : null;
  // A caller's inline fetcher changes identity every render; that must not restart the request.
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (key === null || settledKey.current === key) return;
    // Read back from the key: the same query in a new object must not abort and re-ask.
    const [asked] = JSON.parse(key) as [AiQuery, number];
    const controller = new AbortController();
    const settle = (outcome: Outcome) => {
      if (controller.signal.aborted) return;
      settledKey.current = key;
      setSettled({ key, query: asked, outcome });
    };
    const request: SceneRequest = {
      identifier,
      sceneConfId,
      intelligentProductionRequest: { dataOption: asked.code, ...(asked.time ?? {}) },
    };
    fetcherRef.current(request, controller.signal).then(
      (r) => settle(r.ok ? { ok: true, elements: r.data.elements ?? [] } : { ok: false, message: r.message || commonMessages.loadFailed }),
      () => settle({ ok: false, message: commonMessages.loadFailed }),
    );
    return () => controller.abort();
  }, [key, identifier, sceneConfId]);

  return { settled, loading: key !== null && settled?.key !== key, retry: () => setAttempt((n) => n + 1) };
}
