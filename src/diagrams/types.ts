/**
 * A diagram as plain data: what the text of a guide's ```diagram block or an entity's relations
 * become, and what layout.ts places and components/Diagram draws. Plain data, so a page model
 * that carries one can be sent to a build worker.
 */

export type DiagramKind = "flow" | "state" | "entities";

export interface DiagramNode {
  id: string;
  label: string;
  /** A second, smaller line under the label (an entity's role on its own page). */
  detail?: string;
  href?: string;
  /** `box`: a step; `state`: a value of an enum; `entity`: a class; `start`/`end`: a state machine's ends. */
  shape: "box" | "state" | "entity" | "start" | "end";
  /** The diagram's subject (the entity of an entity page). */
  emphasis?: boolean;
}

export interface DiagramEdge {
  from: string;
  to: string;
  label?: string;
  href?: string;
  /** Drawn dashed: an asynchronous step, or a relation behind a feature flag. */
  dashed?: boolean;
  /** The edge in words, for the text alternative when the label alone does not say it. */
  text?: string;
}

export interface Diagram {
  kind: DiagramKind;
  title: string;
  /** Which way edges run: `down` (top to bottom) or `right` (left to right). */
  direction: "down" | "right";
  nodes: DiagramNode[];
  edges: DiagramEdge[];
  /** A state diagram's enum: its states are exactly the enum's values (checked by the build and a test). */
  enum?: string;
  /** One sentence under the diagram's title in the text alternative (how to read it). */
  note?: string;
}
