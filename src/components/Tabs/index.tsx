import { Children, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { Island } from "../../islands/Island";

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One tab's content; only meaningful inside `<Tabs>`. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Tabs with a shared choice: all `<Tabs groupId="npm2yarn">` on the site switch together and
 * remember the choice. Panels are plain HTML, so search indexes every tab.
 */
export function Tabs({ groupId, children }: { groupId?: string; children?: ReactNode }) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const tabs = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && c.type === TabItem);
  if (tabs.length === 0) throw new Error("<Tabs> needs at least one <TabItem value=…> child");
  const items = tabs.map((t) => ({ value: t.props.value, label: t.props.label ?? t.props.value }));
  const seen = new Set<string>();
  for (const { value } of items) {
    if (seen.has(value)) throw new Error(`<Tabs> has two tabs with value "${value}"`);
    seen.add(value);
  }
  const initial = tabs.find((t) => t.props.default)?.props.value ?? items[0]!.value;
  return (
    <div className="tabs" data-group={groupId}>
      <Island name="TabList" props={{ baseId: `tabs-${baseId}`, items, initial, groupId }} />
      {tabs.map((t, i) => (
        <div
          key={t.props.value}
          role="tabpanel"
          id={`tabs-${baseId}-panel-${t.props.value}`}
          aria-labelledby={`tabs-${baseId}-tab-${t.props.value}`}
          data-value={t.props.value}
          hidden={t.props.value !== initial}
          className="tabs__panel"
        >
          <p className="tabs__nojs-label">{items[i]!.label}</p>
          {t.props.children}
        </div>
      ))}
    </div>
  );
}
