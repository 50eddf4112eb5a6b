import { ArrowRightIcon } from '@radix-ui/react-icons';
import { Button, type ButtonProps } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { SiteLink } from '../../components/site-link';
import { useCreateAction } from './use-create-action';

interface CreateButtonProps {
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** Label when the button leads to the guest generator. */
  appLabelId?: string;
  withIcon?: boolean;
}

export function CreateButton({ size = '2', variant = 'solid', appLabelId = 'landing.create', withIcon }: CreateButtonProps) {
  const action = useCreateAction();
  const icon = withIcon ? <ArrowRightIcon aria-hidden /> : null;
  if (action.kind === 'signIn') {
    return (
      <Button asChild size={size} variant={variant}>
        <a href={action.href} onClick={action.onFollow}>
          <span className="sentence-case">
            <FormattedMessage id="landing.signInToCreateMore" />
          </span>
          {icon}
        </a>
      </Button>
    );
  }
  return (
    <Button asChild size={size} variant={variant}>
      <SiteLink to={action.href}>
        <FormattedMessage id={action.kind === 'app' ? appLabelId : 'landing.create'} />
        {icon}
      </SiteLink>
    </Button>
  );
}
