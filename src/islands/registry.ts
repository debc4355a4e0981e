import type { ComponentProps, ComponentType } from "react";
import { CopyButton } from "./CopyButton";
import { CopyPage } from "./CopyPage";
import { Feedback } from "./Feedback";
import { MobileMenuButton } from "./MobileMenuButton";
import { NotFoundSuggestions } from "./NotFoundSuggestions";
import { SearchButton } from "./SearchButton";
import { TabList } from "./TabList";
import { ThemeToggle } from "./ThemeToggle";
import { Toc } from "./Toc";

/**
 * Every interactive part of a page. Each is rendered to HTML at build time and hydrated in the
 * browser by src/client/main.tsx; nothing else on a page runs JavaScript.
 */
export const islands = {
  CopyButton,
  CopyPage,
  Feedback,
  MobileMenuButton,
  NotFoundSuggestions,
  SearchButton,
  TabList,
  ThemeToggle,
  Toc,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islands)[N]>;
