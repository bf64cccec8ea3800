/// A value's dump before it is laid out: leaves and bracketed groups.
indirect enum DumpNode {
    /// Text printed as is; more than one line for `"""` strings.
    case leaf([String])
    /// A bracketed list of entries, such as a struct's fields.
    case group(DumpGroup)

    /// A one-line leaf.
    static func text(_ text: String) -> DumpNode { .leaf([text]) }
}

/// A bracketed list of entries: `User(`…`)`, `[`…`]`, `Loadable.loaded(`…`)`.
struct DumpGroup {
    /// Printed before the entries, such as `User(`.
    var opening: String
    /// Printed after the entries, such as `)`.
    var closing: String
    /// Printed instead when there are no entries, such as `User()` or `[:]`.
    var empty: String
    /// Whether the entries may share one line: `Result.success(1)`.
    var mayFitOnOneLine = false
    var entries: [DumpEntry] = []
}

/// One entry of a group: `name: "Taro"`, `[0]: 1`, or a bare value.
struct DumpEntry {
    var key: DumpNode?
    var value: DumpNode
}

/// Lays nodes out as text: one entry per line, two spaces per level, and groups
/// that allow it on a single line when they fit in ``maxWidth`` columns.
enum DumpLayout {
    /// The widest line a one-line group may produce, counted in characters.
    static let maxWidth = 80

    /// The lines of `node` when it starts at `column`; continuation lines
    /// carry their own indentation of `indent` spaces or more.
    static func lines(of node: DumpNode, indent: Int = 0, column: Int = 0) -> [String] {
        switch node {
        case .leaf(let lines):
            return [lines[0]] + lines.dropFirst().map { $0.isEmpty ? "" : spaces(indent) + $0 }
        case .group(let group):
            if group.entries.isEmpty { return [group.empty] }
            if group.mayFitOnOneLine, let line = oneLine(node, budget: maxWidth - column) {
                return [line]
            }
            var lines = [group.opening]
            for (position, entry) in group.entries.enumerated() {
                var entryLines = self.lines(of: entry, indent: indent + 2)
                entryLines[0] = spaces(indent + 2) + entryLines[0]
                if position < group.entries.count - 1 { entryLines[entryLines.count - 1] += "," }
                lines += entryLines
            }
            return lines + [spaces(indent) + group.closing]
        }
    }

    /// The text of `node` at the left margin.
    static func text(of node: DumpNode) -> String {
        lines(of: node).joined(separator: "\n")
    }

    /// The lines of `key: value`, the key starting at column `indent`.
    private static func lines(of entry: DumpEntry, indent: Int) -> [String] {
        guard let key = entry.key else { return lines(of: entry.value, indent: indent, column: indent) }
        var keyLines = lines(of: key, indent: indent, column: indent)
        let last = keyLines.removeLast() + ": "
        let column = keyLines.isEmpty ? indent + last.count : last.count
        let valueLines = lines(of: entry.value, indent: indent, column: column)
        return keyLines + [last + valueLines[0]] + valueLines.dropFirst()
    }

    /// `node` on one line, or nil when it needs more lines or more than `budget` characters.
    private static func oneLine(_ node: DumpNode, budget: Int) -> String? {
        switch node {
        case .leaf(let lines):
            return lines.count == 1 && lines[0].count <= budget ? lines[0] : nil
        case .group(let group):
            if group.entries.isEmpty { return group.empty.count <= budget ? group.empty : nil }
            guard group.mayFitOnOneLine else { return nil }
            var line = group.opening
            for (position, entry) in group.entries.enumerated() {
                if position > 0 { line += ", " }
                if let key = entry.key {
                    guard let keyText = oneLine(key, budget: budget - line.count) else { return nil }
                    line += keyText + ": "
                }
                guard let valueText = oneLine(entry.value, budget: budget - line.count) else { return nil }
                line += valueText
            }
            line += group.closing
            return line.count <= budget ? line : nil
        }
    }

    private static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: count)
    }
}
