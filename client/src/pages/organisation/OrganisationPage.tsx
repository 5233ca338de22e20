import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Tabs } from '../../components/Tabs/Tabs';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import { InternalOrgans } from './InternalOrgans';
import { Subsidiaries } from './Subsidiaries';

/**
 * Organisation structure: two tabs, one active at a time, switched on hover, focus or click;
 * the internal departments as the folder's chart, the subsidiaries as groups and a directory.
 */
function OrganisationPage() {
  const intl = useIntl();
  const { fdCode = '' } = useParams();

  return (
    <InnerPageLayout fallbackHeading="org.title">
      <Tabs
        label={intl.formatMessage({ id: 'org.title' })}
        items={[
          {
            key: 'organs',
            label: intl.formatMessage({ id: 'org.internalOrgans' }),
            panel: <InternalOrgans fdCode={fdCode} />,
          },
          {
            key: 'subsidiaries',
            label: intl.formatMessage({ id: 'org.subsidiaries' }),
            panel: <Subsidiaries />,
          },
        ]}
      />
    </InnerPageLayout>
  );
}

export { OrganisationPage as Component };
