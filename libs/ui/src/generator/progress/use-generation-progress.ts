import type { GenerationPhase, GenerationPhaseEvent } from '@coverletter/contracts';
import { useCallback, useState } from 'react';

/** Where a letter being written stands: the step the server last reported (null before the first) and when the client asked. */
export interface GenerationProgressState {
  phase: GenerationPhase | null;
  startedAt: number;
}

/** Progress of one generation at a time: `start` as the request goes out, `onPhase` for each event the server pushes. */
export function useGenerationProgress() {
  const [progress, setProgress] = useState<GenerationProgressState | null>(null);
  const start = useCallback(() => setProgress({ phase: null, startedAt: Date.now() }), []);
  const onPhase = useCallback((event: GenerationPhaseEvent) => setProgress((current) => (current ? { ...current, phase: event.phase } : current)), []);
  const finish = useCallback(() => setProgress(null), []);
  return { progress, start, onPhase, finish };
}
