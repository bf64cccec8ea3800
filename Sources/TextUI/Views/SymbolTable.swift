/// The glyphs `Image(systemName:)` draws. Each symbol has a one-column Unicode glyph chosen to
/// read the same in every terminal (no emoji, whose width varies) and an ASCII stand-in.
///
/// | name | unicode | ascii |
/// | --- | --- | --- |
/// | `house` | ⌂ | `^` |
/// | `magnifyingglass` | ⌕ | `?` |
/// | `gearshape`, `gear` | ⚙ | `*` |
/// | `person` | ☺ | `&` |
/// | `envelope` | ✉ | `@` |
/// | `bell` | ♪ | `!` |
/// | `cart` | ⊻ | `$` |
/// | `tray` | ☐ | `[]` |
/// | `list.bullet` | ☰ | `=` |
/// | `exclamationmark.triangle` | ⚠ | `!` |
/// | `info.circle` | ⓘ | `i` |
/// | `checkmark` | ✓ | `v` |
/// | `xmark` | ✕ | `x` |
/// | `plus` | + | `+` |
/// | `minus` | − | `-` |
/// | `star` / `star.fill` | ☆ / ★ | `*` |
/// | `heart` / `heart.fill` | ♡ / ♥ | `<3` |
/// | `chevron.left` / `chevron.right` | ‹ / › | `<` / `>` |
/// | `arrow.clockwise` | ↻ | `@` |
/// | `pencil` | ✎ | `/` |
/// | `paperplane` | ➤ | `>` |
/// | `flag` | ⚑ | `F` |
/// | `ellipsis` | ⋯ | `...` |
/// | `square.and.pencil` | ✎ | `/` |
/// | `square.and.arrow.up` | ⇪ | `^` |
/// | `archivebox` | ▤ | `#` |
/// | `trash` | ⌧ | `x` |
/// | `envelope.open`, `envelope.badge` | ✉ | `@` |
/// | `arrowshape.turn.up.left` | ↩ | `<-` |
/// | `clock.arrow.circlepath` | ↺ | `@` |
/// | `circle` / `checkmark.circle` | ○ / ◉ | `o` / `x` |
/// | `plus.circle` | ⊕ | `+` |
/// | `exclamationmark` | ! | `!` |
/// | `leaf` | ❦ | `%` |
/// | `ellipsis.circle` | ⋯ | `...` |
/// | `book` / `books.vertical` | ◫ / ▥ | `B` / `|||` |
/// | `bag` | ⊔ | `U` |
/// | `folder` | ▭ | `[_]` |
/// | `arrow.up.arrow.down` | ⇅ | `^v` |
/// | `e.square` | Ⓔ | `[E]` |
/// | `shuffle` / `play` | ⤮ / ▶ | `~` / `>` |
/// | `note.text` / `tag` | ≣ / ⌗ | `=` / `#` |
///
/// A name that is not in the table (or a `.fill` variant without an entry of its own, after
/// trying the plain name) draws as the name in parentheses: `(flame)`.
enum SymbolTable {
    static let glyphs: [String: (unicode: String, ascii: String)] = [
        "house": ("⌂", "^"),
        "magnifyingglass": ("⌕", "?"),
        "gearshape": ("⚙", "*"),
        "gear": ("⚙", "*"),
        "person": ("☺", "&"),
        "envelope": ("✉", "@"),
        "bell": ("♪", "!"),
        "cart": ("⊻", "$"),
        "tray": ("☐", "[]"),
        "list.bullet": ("☰", "="),
        "exclamationmark.triangle": ("⚠", "!"),
        "info.circle": ("ⓘ", "i"),
        "checkmark": ("✓", "v"),
        "xmark": ("✕", "x"),
        "plus": ("+", "+"),
        "minus": ("−", "-"),
        "star": ("☆", "*"),
        "star.fill": ("★", "*"),
        "heart": ("♡", "<3"),
        "heart.fill": ("♥", "<3"),
        "chevron.left": ("‹", "<"),
        "chevron.right": ("›", ">"),
        "arrow.clockwise": ("↻", "@"),
        "pencil": ("✎", "/"),
        "paperplane": ("➤", ">"),
        "flag": ("⚑", "F"),
        "ellipsis": ("⋯", "..."),
        "square.and.pencil": ("✎", "/"),
        "square.and.arrow.up": ("⇪", "^"),
        "archivebox": ("▤", "#"),
        "trash": ("⌧", "x"),
        "envelope.open": ("✉", "@"),
        "envelope.badge": ("✉", "@"),
        "arrowshape.turn.up.left": ("↩", "<-"),
        "clock.arrow.circlepath": ("↺", "@"),
        "circle": ("○", "o"),
        "checkmark.circle": ("◉", "x"),
        "plus.circle": ("⊕", "+"),
        "exclamationmark": ("!", "!"),
        "leaf": ("❦", "%"),
        "ellipsis.circle": ("⋯", "..."),
        "book": ("◫", "B"),
        "books.vertical": ("▥", "|||"),
        "bag": ("⊔", "U"),
        "folder": ("▭", "[_]"),
        "arrow.up.arrow.down": ("⇅", "^v"),
        "e.square": ("Ⓔ", "[E]"),
        "shuffle": ("⤮", "~"),
        "play": ("▶", ">"),
        "note.text": ("≣", "="),
        "tag": ("⌗", "#"),
    ]

    /// The glyph for `name` in `style`, or the readable fallback.
    /// Whether `name` has a glyph of its own (not the plain name's, for a `.fill` name).
    static func hasGlyph(for name: String) -> Bool { glyphs[name] != nil }

    static func glyph(for name: String, style: RenderStyle) -> String {
        let entry = glyphs[name] ?? (name.hasSuffix(".fill") ? glyphs[String(name.dropLast(5))] : nil)
        guard let entry else { return "(\(name))" }
        return style == .unicode ? entry.unicode : entry.ascii
    }
}
