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
/// | `arrow.up` / `arrow.down` / `arrow.left` / `arrow.right` | ↑ / ↓ / ← / → | `^` / `v` / `<` / `>` |
/// | `calendar` / `clock` | ▦ / ◷ | `[#]` / `@` |
/// | `sun.max` / `moon` / `cloud` / `snowflake` / `bolt` | ☀ / ☾ / ☁ / ❄ / ϟ | `*` / `C` / `~` / `*` / `!` |
/// | `phone` / `mappin` | ✆ / ⌖ | `T` / `+` |
/// | `person.2` | ⚇ | `&&` |
/// | `person.crop` | ☺ | `&` |
/// | `timer` | ◔ | `@` |
/// | `storefront` | ▣ | `[S]` |
/// | `line.3.horizontal` | ☰ | `=` |
/// | `line.3.horizontal.decrease` | ⩸ | `=` |
/// | `checkmark.seal` | ✓ | `v` |
/// | `sparkles` | ✦ | `*` |
/// | `chart.bar` | ▙ | `#` |
/// | `mappin.and.ellipse` | ⌖ | `+` |
/// | `location` | ➚ | `^` |
/// | `photo` | ▨ | `[]` |
/// | `camera` | ◙ | `[o]` |
/// | `lock` | ⊡ | `#` |
/// | `doc` | ▯ | `[]` |
/// | `doc.on.doc` | ⧉ | `[]` |
/// | `link` | ∞ | `~` |
/// | `globe` | ◍ | `@` |
/// | `eye` | ◎ | `o` |
/// | `eye.slash` | ⊘ | `-` |
/// | `questionmark` | ? | `?` |
/// | `creditcard` | ▭ | `[=]` |
/// | `bookmark` | ⚐ | `B` |
/// | `square.and.arrow.down` | ⇩ | `v` |
/// | `slider.horizontal.3` | ⚌ | `=` |
/// | `flag.checkered` | ⚑ | `F` |
/// | `textformat.size.smaller` | ᴀ | `a` |
/// | `textformat.size.larger` | A | `A` |
/// | `bell.badge` | ♪ | `!` |
///
/// A `.fill` name without an entry of its own draws as its plain name, and a `.circle` or
/// `.square` name without one as the symbol it encloses (`arrow.up.circle.fill` as `↑`). A
/// name still not in the table draws as the name in parentheses: `(flame)`.
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
        "arrow.up": ("↑", "^"),
        "arrow.down": ("↓", "v"),
        "arrow.left": ("←", "<"),
        "arrow.right": ("→", ">"),
        "calendar": ("▦", "[#]"),
        "clock": ("◷", "@"),
        "sun.max": ("☀", "*"),
        "moon": ("☾", "C"),
        "cloud": ("☁", "~"),
        "snowflake": ("❄", "*"),
        "bolt": ("ϟ", "!"),
        "phone": ("✆", "T"),
        "mappin": ("⌖", "+"),
        "person.2": ("⚇", "&&"),
        "person.crop": ("☺", "&"),
        "timer": ("◔", "@"),
        "storefront": ("▣", "[S]"),
        "line.3.horizontal": ("☰", "="),
        "line.3.horizontal.decrease": ("⩸", "="),
        "checkmark.seal": ("✓", "v"),
        "sparkles": ("✦", "*"),
        "chart.bar": ("▙", "#"),
        "mappin.and.ellipse": ("⌖", "+"),
        "location": ("➚", "^"),
        "photo": ("▨", "[]"),
        "camera": ("◙", "[o]"),
        "lock": ("⊡", "#"),
        "doc": ("▯", "[]"),
        "doc.on.doc": ("⧉", "[]"),
        "link": ("∞", "~"),
        "globe": ("◍", "@"),
        "eye": ("◎", "o"),
        "eye.slash": ("⊘", "-"),
        "questionmark": ("?", "?"),
        "creditcard": ("▭", "[=]"),
        "bookmark": ("⚐", "B"),
        "square.and.arrow.down": ("⇩", "v"),
        "slider.horizontal.3": ("⚌", "="),
        "flag.checkered": ("⚑", "F"),
        "textformat.size.smaller": ("ᴀ", "a"),
        "textformat.size.larger": ("A", "A"),
        "bell.badge": ("♪", "!"),
    ]

    /// Whether `name` has a glyph of its own (not the plain name's, for a `.fill` name).
    static func hasGlyph(for name: String) -> Bool { glyphs[name] != nil }

    /// The glyph for `name` in `style`, or the readable fallback.
    static func glyph(for name: String, style: RenderStyle) -> String {
        guard let entry = entry(for: name) else { return "(\(name))" }
        return style == .unicode ? entry.unicode : entry.ascii
    }

    /// The entry of `name`, of its plain name for a `.fill` name, or of the symbol a `.circle`
    /// or `.square` name encloses (`arrow.up.circle.fill` draws as `arrow.up`).
    static func entry(for name: String) -> (unicode: String, ascii: String)? {
        let plain = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
        if let entry = glyphs[name] ?? glyphs[plain] { return entry }
        for suffix in [".circle", ".square"] where plain.hasSuffix(suffix) {
            return glyphs[String(plain.dropLast(suffix.count))]
        }
        return nil
    }
}
