import { Alert, Button } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

interface Props {
  label: string;
  children: ReactNode;
}

/** Keeps a failing panel (a render error, a chunk that did not load) from taking the whole window down. */
export class PanelBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Translation ns={['shell', 'common']}>
        {(t) => (
          <Alert color="red" title={t('panel.failed', { section: this.props.label })} role="alert" maw={640}>
            {error.message}
            <Button
              mt="sm"
              size="xs"
              variant="light"
              display="block"
              onClick={() => this.setState({ error: null })}
            >
              {t('common:tryAgain')}
            </Button>
          </Alert>
        )}
      </Translation>
    );
  }
}
