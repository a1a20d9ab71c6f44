import { APPLICATION_STAGES, type ApplicationStage } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const isStage = (stage: string): stage is ApplicationStage =>
  (APPLICATION_STAGES as readonly string[]).includes(stage);

/** A funnel stage in the spec's step names ("Mini Demo"); an unknown code as it is. */
export function StageName({ stage }: { stage: string }) {
  const { t } = useTranslation('console');
  return <>{isStage(stage) ? t(`funnel.${stage}`) : stage}</>;
}
