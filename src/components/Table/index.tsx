import type { ComponentProps } from "react";

/** Markdown tables scroll sideways on narrow screens instead of overflowing the page. */
export function Table(props: ComponentProps<"table">) {
  return (
    <div className="table-wrap">
      <table {...props} />
    </div>
  );
}
