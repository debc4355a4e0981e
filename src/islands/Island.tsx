import type { ComponentType } from "react";
import { islands, type IslandName, type IslandProps } from "./registry";

/**
 * Server side of an island: renders the component to HTML and leaves its name and props
 * (JSON) on a wrapper, from which the client bundle hydrates it.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const Component = islands[name] as ComponentType<object>;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...(props as object)} />
    </div>
  );
}
