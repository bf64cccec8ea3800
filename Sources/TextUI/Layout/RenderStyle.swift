/// The characters TextUI draws rules, boxes and marks with.
///
/// `.unicode` uses box-drawing characters (`─`, `│`, `╭`); `.ascii` sticks to the 95 printable
/// ASCII characters, for logs and tools that mangle anything else.
public enum RenderStyle: String, Sendable, CaseIterable {
    case unicode
    case ascii

    var horizontalRule: Character { self == .unicode ? "─" : "-" }
    var heavyRule: Character { self == .unicode ? "━" : "=" }
    var spinner: String { self == .unicode ? "⟳" : "*" }
}

/// What every node can read while it is laid out and drawn.
struct RenderContext {
    var style: RenderStyle
}
