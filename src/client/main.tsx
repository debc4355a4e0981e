import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { islands, type IslandName } from "../islands/registry";
import "./styles";

/** Hydrates every island on the page: the only JavaScript a page runs. */
for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = el.dataset.island as IslandName;
  const component = islands[name];
  if (!component) {
    console.error(`Unknown island "${name}"`);
    continue;
  }
  const props = JSON.parse(el.dataset.props ?? "{}") as object;
  hydrateRoot(el, createElement(component as never, props));
}
