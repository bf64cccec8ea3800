import PreviewCatalog
/// The gallery page's style sheet and its one script, inlined so the page needs nothing else.
enum GalleryStyle {
    static let css = """
        :root { color-scheme: light; --ink: #1d2330; --line: #d5d9e0; --paper: #ffffff; --ground: #f3f4f6; }
        * { box-sizing: border-box; }
        body { margin: 0; display: flex; min-height: 100vh; font: 14px/1.4 system-ui, sans-serif; color: var(--ink); background: var(--ground); }
        nav { flex: none; width: 230px; position: sticky; top: 0; height: 100vh; overflow: auto; padding: 16px; background: var(--ink); color: #f5f6f8; }
        nav h1 { font-size: 15px; margin: 0 0 12px; }
        nav ul { list-style: none; margin: 0; padding: 0; }
        nav li { margin: 6px 0; }
        nav a { color: inherit; font-weight: 600; text-decoration: none; }
        nav .count { opacity: 0.7; font-size: 12px; }
        main { flex: 1; min-width: 0; padding: 16px 24px 48px; }
        .toolbar { position: sticky; top: 0; z-index: 1; padding: 8px 0 12px; background: var(--ground); }
        #filter { width: 320px; max-width: 100%; padding: 6px 10px; font: inherit; border: 1px solid var(--line); border-radius: 6px; }
        .summary { margin-left: 12px; color: #4b5563; }
        h2 { font-size: 18px; margin: 24px 0 10px; }
        .cards { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .card { width: max-content; background: var(--paper); border: 1px solid var(--line); border-radius: 8px; padding: 8px 12px 12px; box-shadow: 0 1px 2px rgba(0,0,0,0.06); }
        .card header { margin-bottom: 6px; }
        .card .state { font-weight: 600; }
        .chip, .badge, .status { display: inline-block; font-size: 11px; padding: 1px 6px; border-radius: 999px; background: #e5e7eb; color: #374151; }
        .badge.ok { background: #d1fae5; color: #065f46; }
        .badge.warn { background: #fef3c7; color: #92400e; }
        .badge.muted { background: #e5e7eb; color: #4b5563; }
        .status.match { background: #d1fae5; color: #065f46; }
        .status.differs, .status.missing { background: #fee2e2; color: #991b1b; }
        pre.render { width: max-content; margin: 0; padding: 6px 8px; background: #fbfbfc; border: 1px solid #eceef2; border-radius: 4px;
          font: 13px/1.3 "DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, "Noto Sans Mono CJK JP", monospace; white-space: pre; overflow: auto; }
        pre .w { letter-spacing: calc(2ch - 1em); }
        pre .n { display: inline-block; width: 1ch; }
        .sides { display: flex; gap: 12px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-size: 11px; color: #6b7280; margin-bottom: 2px; }
        .del { background: #fee2e2; }
        .add { background: #d1fae5; }
        [hidden] { display: none !important; }
        """

    /// Hides the cards whose screen, state and variant do not contain the filter text, and the
    /// screens left with no card.
    static let filterScript = """
        (function () {
          var box = document.getElementById('filter');
          box.addEventListener('input', function () {
            var wanted = box.value.trim().toLowerCase();
            document.querySelectorAll('.card').forEach(function (card) {
              var name = (card.dataset.screen + '/' + card.dataset.state + ' ' + card.dataset.variant).toLowerCase();
              card.hidden = wanted !== '' && name.indexOf(wanted) < 0;
            });
            document.querySelectorAll('section.screen').forEach(function (section) {
              section.hidden = !section.querySelector('.card:not([hidden])');
            });
          });
        })();
        """
}
