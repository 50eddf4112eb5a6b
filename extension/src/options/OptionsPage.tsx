import { LanguageSwitcher } from '@coverletter/ui';
import { Box, Button, Card, Container, Flex, Heading, Switch, Text, TextField } from '@radix-ui/themes';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ALL_SITES_ORIGINS, hasOrigins, JOB_BOARD_ORIGINS, removeOrigins, requestOrigins } from '../browser/permissions';
import { apiHostPattern } from '../browser/host-pattern';
import { DEFAULT_API_URL, loadApiUrl, saveApiUrl, toApiOrigin } from '../browser/settings';

type Status = { kind: 'saved' } | { kind: 'invalid' } | { kind: 'denied' } | null;

/** The API address (default from the build), and the optional permissions that let the panel read pages by itself. */
export function OptionsPage() {
  const intl = useIntl();
  const apiId = useId();
  const [apiUrl, setApiUrl] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [boards, setBoards] = useState(false);
  const [allSites, setAllSites] = useState(false);

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'ext.options.title' });
  }, [intl]);

  useEffect(() => {
    void loadApiUrl().then(setApiUrl);
    void hasOrigins(JOB_BOARD_ORIGINS).then(setBoards);
    void hasOrigins(ALL_SITES_ORIGINS).then(setAllSites);
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const origin = toApiOrigin(apiUrl);
    if (!origin) return setStatus({ kind: 'invalid' });
    // Another address than the build's needs its host permission, asked for now (this is a click).
    if (origin !== DEFAULT_API_URL && !(await hasOrigins([apiHostPattern(origin)])) && !(await requestOrigins([apiHostPattern(origin)]))) {
      return setStatus({ kind: 'denied' });
    }
    await saveApiUrl(origin);
    setApiUrl(origin);
    setStatus({ kind: 'saved' });
  };

  const toggle = async (origins: string[], on: boolean, set: (value: boolean) => void) => {
    const done = on ? await requestOrigins(origins) : await removeOrigins(origins);
    set(on ? done : !done);
  };

  return (
    <Container size="2" p="5">
      <Flex direction="column" gap="5">
        <Flex align="center" justify="between" gap="3">
          <Flex align="center" gap="3">
            <img src="/icon/48.png" width={32} height={32} alt="" />
            <Heading as="h1" size="5">
              <FormattedMessage id="ext.options.title" />
            </Heading>
          </Flex>
          <LanguageSwitcher />
        </Flex>

        <Card size="3">
          <form onSubmit={save}>
            <Flex direction="column" gap="2">
              <Text as="label" size="2" weight="medium" htmlFor={apiId}>
                <FormattedMessage id="ext.options.api.label" />
              </Text>
              <TextField.Root id={apiId} type="url" value={apiUrl} onChange={(event) => setApiUrl(event.target.value)} />
              <Text size="1" color="gray">
                <FormattedMessage id="ext.options.api.hint" values={{ url: DEFAULT_API_URL }} />
              </Text>
              <Flex gap="2" align="center" mt="2">
                <Button type="submit">
                  <FormattedMessage id="ext.options.api.save" />
                </Button>
                <Button type="button" variant="soft" color="gray" onClick={() => setApiUrl(DEFAULT_API_URL)}>
                  <FormattedMessage id="ext.options.api.reset" />
                </Button>
                {status && (
                  <Text size="2" role="status" color={status.kind === 'saved' ? 'green' : 'red'}>
                    {intl.formatMessage({ id: `ext.options.api.${status.kind}` })}
                  </Text>
                )}
              </Flex>
            </Flex>
          </form>
        </Card>

        <Card size="3">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4">
              <FormattedMessage id="ext.options.reading.title" />
            </Heading>
            <Text size="2" color="gray">
              <FormattedMessage id="ext.options.reading.hint" />
            </Text>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Switch checked={boards} onCheckedChange={(on) => void toggle(JOB_BOARD_ORIGINS, on, setBoards)} />
                <FormattedMessage id="ext.options.reading.boards" />
              </Flex>
            </Text>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Switch checked={allSites} onCheckedChange={(on) => void toggle(ALL_SITES_ORIGINS, on, setAllSites)} />
                <FormattedMessage id="ext.options.reading.all" />
              </Flex>
            </Text>
          </Flex>
        </Card>
        <Box />
      </Flex>
    </Container>
  );
}
