// One stylesheet for the whole site: base tokens first, then each component's own styles.css.
import "../theme/fonts.css";
import "../theme/base.css";
import.meta.glob(
  ["../theme/*/styles.css", "../components/*/styles.css", "../islands/styles/*.css", "../reference/render/*.css"],
  { eager: true },
);
// Last: the print rules undo screen styles above.
import "../theme/print.css";
