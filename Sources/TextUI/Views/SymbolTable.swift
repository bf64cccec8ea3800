/// The glyphs `Image(systemName:)` draws and the words a screen reader says for them: over
/// 2,000 SF Symbols names as apps use them (`SymbolTable+Data.swift`, parsed once on first use).
/// Each name has a Unicode glyph of one or two columns, chosen to read the same in every
/// terminal (no emoji, whose width varies), and an ASCII stand-in of one or two characters.
///
/// | name | unicode | ascii | words |
/// | --- | --- | --- | --- |
/// | `house` | ⌂ | `^` | Home |
/// | `star` / `star.fill` | ☆ / ★ | `*` | Favorite |
/// | `chevron.forward` | › | `>` | Forward |
/// | `wifi.slash` | ⊘ | `-` | Wi-Fi off |
/// | `box.truck` | ⛟ | `=` | Delivery |
/// | `person.crop.circle.badge.plus` | ☺ | `&` | Add account |
/// | `3.circle.fill` | ❸ | `3` | 3 |
///
/// A name the table lacks is read by its family: without a trailing `.fill`, then without the
/// shape around it (`.circle`, `.square`, …), so `tortoise.circle.fill` draws as `tortoise`; a
/// `.badge.…` name as the symbol it badges; a `.slash` name as `⊘` with the symbol's words and
/// "off". A name still unknown draws as one neutral cell, `⬚` (`?` in ASCII), never as its
/// name, and has no words: the accessibility transcript names it (`no label (symbol
/// "flame.x")`) so it can be given an `accessibilityLabel`.
enum SymbolTable {
    /// One symbol's glyphs and words.
    struct Entry: Equatable, Sendable {
        let unicode: String
        let ascii: String
        let words: String

        /// The glyph drawn in `style`.
        func glyph(_ style: RenderStyle) -> String { style == .unicode ? unicode : ascii }
    }

    /// What an unknown name draws: one neutral cell.
    static let unknown = Entry(unicode: "⬚", ascii: "?", words: "")

    /// Every name of ``data``, parsed once.
    static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(2_500)
        for line in data.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4 else { continue }
            entries[String(fields[0])] = Entry(unicode: String(fields[1]), ascii: String(fields[2]), words: String(fields[3]))
        }
        return entries
    }()

    /// Whether `name` has an entry of its own.
    static func hasGlyph(for name: String) -> Bool { entries[name] != nil }

    /// The glyph for `name` in `style`: its own, its family's, or the neutral cell.
    static func glyph(for name: String, style: RenderStyle) -> String {
        (entry(for: name) ?? unknown).glyph(style)
    }

    /// The entry of `name`, or of the family it belongs to; `nil` when neither is known.
    static func entry(for name: String) -> Entry? {
        if let entry = entries[name] { return entry }
        guard let standIn = standIn(for: name, among: { entries[$0] != nil }), let entry = entries[standIn.name] else { return nil }
        return standIn.isCrossedOut ? Entry(unicode: "⊘", ascii: "-", words: entry.words + " off") : entry
    }

    /// The shapes a symbol is drawn inside; the glyph of the symbol inside stands for them.
    private static let enclosures: Set<Substring> = ["circle", "square", "rectangle", "app", "diamond", "octagon", "seal", "hexagon"]

    /// The name `known` has that stands for `name`: `name` itself, or its family's — a `.fill`
    /// dropped, an enclosing shape dropped, a badge dropped — and whether a `.slash` was
    /// dropped on the way (the symbol is then drawn crossed out). `nil` when no name is known.
    static func standIn(for name: String, among known: (String) -> Bool) -> (name: String, isCrossedOut: Bool)? {
        var parts = name.split(separator: ".")
        var isCrossedOut = false
        while !parts.isEmpty {
            let candidate = parts.joined(separator: ".")
            if known(candidate) { return (candidate, isCrossedOut) }
            guard parts.count > 1 else { return nil }
            if let badge = parts.lastIndex(of: "badge"), badge > 0 {
                parts.removeSubrange(badge...)
                continue
            }
            let last = parts.removeLast()
            switch last {
            case "fill", "inverse", "filled": continue
            case "slash" where !isCrossedOut: isCrossedOut = true
            case _ where enclosures.contains(last): continue
            default: return nil
            }
        }
        return nil
    }
}

extension SymbolTable {
    /// The symbols drawn as a bar of their variable value's height.
    private static let levelSymbols: Set<String> = ["cellularbars", "chart.bar", "chart.bar.fill"]

    /// The bar `name` draws at `value` (0 to 1, clamped), or `nil` when the name has no levels
    /// or no value is given: `▁▂▃▄▅▆▇█`, in ASCII `_.-=#`.
    static func levelGlyph(for name: String, at value: Double?, style: RenderStyle) -> String? {
        guard let value, levelSymbols.contains(name) else { return nil }
        let levels: [String] = style == .unicode ? ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"] : ["_", ".", "-", "=", "#"]
        let clamped = value.isNaN ? 0 : min(max(value, 0), 1)
        return levels[Int((clamped * Double(levels.count - 1)).rounded())]
    }
}
