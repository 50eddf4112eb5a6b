import { GeneratorWorkspaceView, type GeneratorWorkspaceProps } from './GeneratorWorkspaceView';
import { ResultCard } from './result/ResultCard';

/** The guest generator with its result card in the same chunk (the web app's /app). */
export function GeneratorWorkspace(props: GeneratorWorkspaceProps) {
  return <GeneratorWorkspaceView {...props} ResultCard={ResultCard} />;
}
