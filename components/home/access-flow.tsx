import { ActionLink } from '@/components/actions/action-link';
import { ConsultButton } from '@/components/consult/consult-button';
import { ContentSection } from '@/components/content/content-section';
import { StepFlow } from '@/components/content/step-flow';
import { accessFlow } from '@/lib/content/home';
import styles from './home-blocks.module.css';

/** From an account to a scannable product, with the prefix application that opens the consultation (000 §2). */
export function AccessFlow() {
  return (
    <ContentSection id="access-flow" title="接入流程" subtitle="五步完成标识接入，节点全程提供指导">
      <StepFlow steps={accessFlow} label="接入步骤" />
      <div className={styles.buttons}>
        <ConsultButton source="home-prefix-application" variant="contained" size="large">
          申请前缀
        </ConsultButton>
        <ActionLink href="/new_identification" variant="outlined" size="large">
          了解标识注册
        </ActionLink>
      </div>
    </ContentSection>
  );
}
