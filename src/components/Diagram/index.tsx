import { useId, type ReactNode } from "react";
import { alternativeItems } from "../../diagrams/alternative";
import { entitySetDiagram } from "../../diagrams/entities";
import type { DiagramSource } from "../../diagrams/syntax";
import { usePageContext } from "../../render/PageContext";
import { layoutDiagram, SIZES, type PlacedEdge, type PlacedNode, type Point } from "../../diagrams/layout";
import type { Diagram } from "../../diagrams/types";

/**
 * A diagram drawn at build time as inline SVG: laid out once (diagrams/layout.ts), coloured by the
 * classes of styles.css (light and dark), no script and no style attribute. The picture is for
 * the eyes (aria-hidden; its links are reachable by pointer only); the same content follows it as
 * a list, with the same links, for screen readers, keyboards and anyone who prefers text. A wide
 * diagram scrolls sideways at its natural size instead of shrinking.
 */
export function DiagramFigure({ diagram }: { diagram: Diagram }) {
  const uid = useId().replace(/[^\w-]/g, "");
  const layout = layoutDiagram(diagram);
  const arrow = `diagram--${uid}-arrow`;
  const caption = `diagram--${uid}-title`;
  const items = alternativeItems(diagram);
  const List = diagram.kind === "flow" ? "ol" : "ul";
  return (
    <figure className={`diagram diagram--${diagram.kind}`} aria-labelledby={caption} data-search-ignore="">
      <figcaption className="diagram__title" id={caption}>
        {diagram.title}
      </figcaption>
      <div className="diagram__scroll" tabIndex={0} role="group" aria-label={`${diagram.title}: picture (listed below)`}>
        <svg
          className="diagram__svg"
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          aria-hidden="true"
          focusable="false"
        >
          <defs>
            <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
              <path className="diagram__arrow" d="M0,1 L9,5 L0,9 z" />
            </marker>
          </defs>
          {layout.edges.map((e, i) => (
            <Edge key={`e${i}`} edge={e} arrow={arrow} />
          ))}
          {layout.nodes.map((n) => (
            <Node key={n.id} node={n} />
          ))}
        </svg>
      </div>
      <details className="diagram__text">
        <summary>The diagram as a list</summary>
        {diagram.note && <p>{diagram.note}</p>}
        <List>
          {items.map((item, i) => (
            <li key={i}>
              <Ref r={item.from} />
              {item.to && (
                <>
                  {" → "}
                  <Ref r={item.to} />
                </>
              )}
              {item.text && (
                <>
                  {": "}
                  {item.href ? <a href={item.href}>{item.text}</a> : item.text}
                </>
              )}
            </li>
          ))}
        </List>
      </details>
    </figure>
  );
}

/**
 * A guide's ```diagram block (content/mdx/remark-diagrams.ts hands it over as JSON). An entities
 * diagram gets its relations from the reference's entity index.
 */
export function GuideDiagram({ "data-diagram": json }: { "data-diagram": string }) {
  const source = JSON.parse(json) as DiagramSource;
  const { entities } = usePageContext();
  return <DiagramFigure diagram={"entities" in source ? entitySetDiagram(entities, source.entities, source.title) : source} />;
}

function Ref({ r }: { r: { label: string; href?: string } }) {
  return r.href ? <a href={r.href}>{r.label}</a> : <strong>{r.label}</strong>;
}

/** A link around part of the picture; out of the tab order (the list below has the same link). */
function Linked({ href, children }: { href?: string; children: ReactNode }) {
  return href ? (
    <a className="diagram__link" href={href} tabIndex={-1}>
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}

/** Lines of text centred on `x`, the first line's box starting at `top`. */
function Lines({
  lines,
  x,
  top,
  size,
  lineHeight,
  className,
}: {
  lines: string[];
  x: number;
  top: number;
  size: number;
  lineHeight: number;
  className: string;
}) {
  // Baseline: the line box's top, half the leading, then Inter's ascent (0.97 em) less a little for its descent.
  const first = top + (lineHeight - size) / 2 + size * 0.8;
  return (
    <text className={className} x={r(x)} y={r(first)} textAnchor="middle">
      {lines.map((l, i) => (
        <tspan key={i} x={r(x)} y={r(first + i * lineHeight)}>
          {l}
        </tspan>
      ))}
    </text>
  );
}

function Node({ node: n }: { node: PlacedNode }) {
  const left = n.x - n.width / 2;
  const top = n.y - n.height / 2;
  if (n.shape === "start") return <circle className="diagram__terminal" cx={r(n.x)} cy={r(n.y)} r={SIZES.terminal / 2} />;
  if (n.shape === "end")
    return (
      <g>
        <circle className="diagram__terminal-ring" cx={r(n.x)} cy={r(n.y)} r={SIZES.terminal / 2} />
        <circle className="diagram__terminal" cx={r(n.x)} cy={r(n.y)} r={SIZES.terminal / 2 - 4} />
      </g>
    );
  const rx = n.shape === "state" ? n.height / 2 : n.shape === "entity" ? 4 : 8;
  // The text block sits in the middle of the box (a subject may be taller than its text).
  const textHeight = n.lines.length * SIZES.labelLine + n.detailLines.length * SIZES.detailLine;
  const labelTop = n.y - textHeight / 2;
  return (
    <Linked href={n.href}>
      <g className={`diagram__node diagram__node--${n.shape}${n.emphasis ? " diagram__node--subject" : ""}`}>
        <rect x={r(left)} y={r(top)} width={r(n.width)} height={r(n.height)} rx={rx} />
        <Lines
          lines={n.lines}
          x={n.x}
          top={labelTop}
          size={SIZES.label}
          lineHeight={SIZES.labelLine}
          className={n.weight === 600 ? "diagram__label diagram__label--strong" : "diagram__label"}
        />
        {n.detailLines.length > 0 && (
          <Lines
            lines={n.detailLines}
            x={n.x}
            top={labelTop + n.lines.length * SIZES.labelLine}
            size={SIZES.detail}
            lineHeight={SIZES.detailLine}
            className="diagram__detail"
          />
        )}
      </g>
    </Linked>
  );
}

function Edge({ edge: e, arrow }: { edge: PlacedEdge; arrow: string }) {
  const box = e.labelBox;
  return (
    <g className={`diagram__edge${e.dashed ? " diagram__edge--dashed" : ""}`}>
      <path d={pathOf(e.points)} markerEnd={`url(#${arrow})`} />
      {box && (
        <Linked href={e.href}>
          <g className="diagram__edge-label">
            <rect x={r(box.x - box.width / 2)} y={r(box.y - box.height / 2)} width={r(box.width)} height={r(box.height)} rx={3} />
            <Lines
              lines={box.lines}
              x={box.x}
              top={box.y - box.height / 2 + 2}
              size={SIZES.edgeLabel}
              lineHeight={SIZES.edgeLabelLine}
              className="diagram__edge-text"
            />
          </g>
        </Linked>
      )}
    </g>
  );
}

/** Half-pixel precision keeps the markup short. */
const r = (v: number) => Math.round(v * 2) / 2;

/** A smooth path through the layout's points: straight ends, rounded bends. */
function pathOf(points: readonly Point[]): string {
  if (points.length === 0) return "";
  const p = points.map((pt) => ({ x: r(pt.x), y: r(pt.y) }));
  if (p.length <= 2) return `M${p[0]!.x},${p[0]!.y}${p[1] ? ` L${p[1].x},${p[1].y}` : ""}`;
  const mid = (a: Point, b: Point) => `${r((a.x + b.x) / 2)},${r((a.y + b.y) / 2)}`;
  let d = `M${p[0]!.x},${p[0]!.y} L${mid(p[0]!, p[1]!)}`;
  for (let i = 1; i < p.length - 1; i++) d += ` Q${p[i]!.x},${p[i]!.y} ${mid(p[i]!, p[i + 1]!)}`;
  return `${d} L${p[p.length - 1]!.x},${p[p.length - 1]!.y}`;
}
