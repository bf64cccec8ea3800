/// The characters TextUI draws rules, boxes and marks with.
///
/// `.unicode` uses box-drawing characters (`─`, `│`, `╭`); `.ascii` sticks to the 95 printable
/// ASCII characters, for logs and tools that mangle anything else: with it, the only other
/// characters in the output are the ones in your own strings.
///
/// TextUI only: SwiftUI draws pixels; this picks the characters text output is drawn with.
public enum RenderStyle: String, Sendable, CaseIterable {
    /// Box-drawing characters and symbols: `─ │ ╭ ╮ ✓ ›`.
    ///
    /// TextUI only: one of `RenderStyle`'s two character sets.
    case unicode
    /// Printable ASCII only: `- | + x >`.
    ///
    /// TextUI only: one of `RenderStyle`'s two character sets.
    case ascii

    var horizontalRule: Character { self == .unicode ? "─" : "-" }
    var verticalRule: Character { self == .unicode ? "│" : "|" }
    var heavyRule: Character { self == .unicode ? "━" : "=" }
    var spinner: String { self == .unicode ? "⟳" : "*" }
    var ellipsis: String { self == .unicode ? "…" : "..." }
    var maskDot: Character { self == .unicode ? "•" : "*" }
    var progressFilled: Character { self == .unicode ? "█" : "#" }
    var progressEmpty: Character { self == .unicode ? "░" : "-" }
    var toggleOn: String { self == .unicode ? "( ●)" : "[ON ]" }
    var toggleOff: String { self == .unicode ? "(○ )" : "[OFF]" }
    var toggleMixed: String { self == .unicode ? "(──)" : "[ - ]" }
    var checkmark: String { self == .unicode ? "✓" : "x" }
    var menuMarker: String { self == .unicode ? "⌄" : "v" }
    var disclosureMarker: String { self == .unicode ? "›" : ">" }
    var radioOn: String { self == .unicode ? "(●)" : "(*)" }
    var radioOff: String { "( )" }

    /// Square corners, for `border()`.
    var squareBox: BoxGlyphs {
        self == .unicode ? BoxGlyphs(corners: "┌┐└┘", horizontal: "─", vertical: "│", tees: "├┤┬┴") : .ascii
    }

    /// Rounded corners, for fields, lists, alerts and sheets.
    var roundedBox: BoxGlyphs {
        self == .unicode ? BoxGlyphs(corners: "╭╮╰╯", horizontal: "─", vertical: "│", tees: "├┤┬┴") : .ascii
    }
}

/// The pieces of a box: corners, edges and the tees where a rule meets an edge.
struct BoxGlyphs {
    let topLeft, topRight, bottomLeft, bottomRight: Character
    let horizontal, vertical: Character
    let teeRight, teeLeft, teeDown, teeUp: Character

    init(corners: String, horizontal: Character, vertical: Character, tees: String) {
        let corner = Array(corners)
        let tee = Array(tees)
        (topLeft, topRight, bottomLeft, bottomRight) = (corner[0], corner[1], corner[2], corner[3])
        (self.horizontal, self.vertical) = (horizontal, vertical)
        (teeRight, teeLeft, teeDown, teeUp) = (tee[0], tee[1], tee[2], tee[3])
    }

    static let ascii = BoxGlyphs(corners: "++++", horizontal: "-", vertical: "|", tees: "++++")

    /// `left`, then `fill` across `inner` columns, then `right`.
    func rule(_ left: Character, _ fill: Character, _ right: Character, inner: Int) -> Line {
        Line(String(left), width: 1) + .repeating(fill, width: inner) + Line(String(right), width: 1)
    }

    /// A content row between the side edges, padded to `inner` columns with one space each side.
    func row(_ content: Line, inner: Int) -> Line {
        var line = Line(String(vertical) + " ", width: 2)
        line.append(content.padded(to: inner))
        line.append(Line(" " + String(vertical), width: 2))
        return line
    }
}
