import React, { Children, cloneElement, isValidElement } from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type { Props as TabItemProps } from '@theme/TabItem';
import type { WrapperProps } from '@docusaurus/types';
import { TAB_QUERY_ATTRIBUTE } from '@site/src/search/constants';

type Props = WrapperProps<typeof TabsType>;
type Tab = { value: string; attributes?: { [key: string]: unknown } };

/** The search parameter that names the chosen tab, as the theme reads it (`queryString`, or `groupId` when true). */
function queryKey({ queryString, groupId }: Props): string | undefined {
  if (typeof queryString === 'string') return queryString;
  return queryString ? groupId : undefined;
}

// The built page says nothing of which address opens a tab: each tab carries its query, so that a
// search hit inside its panel links to it (`/installation?path=bare#…`) rather than to the default tab.
export default function TabsWrapper(props: Props) {
  const key = queryKey(props);
  if (!key) return <Tabs {...props} />;
  const named = <T extends Tab>(tab: T): T => ({
    ...tab,
    attributes: { ...tab.attributes, [TAB_QUERY_ATTRIBUTE]: new URLSearchParams({ [key]: tab.value }).toString() },
  });
  if (props.values) return <Tabs {...props} values={props.values.map(named)} />;
  const children = Children.map(props.children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string'
      ? cloneElement(child, { attributes: named(child.props).attributes })
      : child,
  );
  return <Tabs {...props}>{children}</Tabs>;
}
