/**
 * Runs inline right after the sidebar's markup, before the first paint: scrolls the sidebar so
 * that the current page's entry is in view. Long reference lists would otherwise open at their
 * top with the current entry thousands of pixels below. Doing it here, rather than in an island
 * after hydration, means the reader never sees the list jump. It only scrolls the sidebar (its
 * own scroll box), so nothing else moves. Exported so that a CSP hash can be computed from it.
 */
export const SIDEBAR_SCROLL_SCRIPT = `(function(){var s=document.getElementById("sidebar"),a=s&&s.querySelector('[aria-current="page"]');if(!a)return;var r=a.getBoundingClientRect(),b=s.getBoundingClientRect();if(r.top<b.top||r.bottom>b.bottom)s.scrollTop+=r.top-b.top-b.height/3})();`;
