/// One line of a ``ValueDiff``: a dump line marked as shared (" "), only
/// expected ("-") or only actual ("+").
struct DiffLine {
    var marker: Character
    var text: Substring

    /// `- name: "Taro"`; a shared line starts with two spaces. No trailing
    /// space follows a marker on an empty line.
    var rendered: String {
        if text.isEmpty { return isShared ? "" : String(marker) }
        return "\(marker) \(text)"
    }

    var isShared: Bool { marker == " " }

    /// `lines` with every run of shared lines more than `context` lines away
    /// from a change replaced by one `… (N unchanged)` line, indented like the
    /// least indented line it hides. The lines that open and close the groups
    /// around a change (`User(` … `)`) stay, so the path to it can be read; a
    /// run of a single line stays too.
    static func foldingUnchangedRuns(in lines: [DiffLine], context: Int) -> [DiffLine] {
        var isKept = lines.map { !$0.isShared }
        var sinceChange = context + 1
        for index in lines.indices {
            sinceChange = lines[index].isShared ? sinceChange + 1 : 0
            if sinceChange <= context { isKept[index] = true }
        }
        sinceChange = context + 1
        for index in lines.indices.reversed() {
            sinceChange = lines[index].isShared ? sinceChange + 1 : 0
            if sinceChange <= context { isKept[index] = true }
        }
        keepEnclosingLines(of: lines, in: &isKept)

        var folded: [DiffLine] = []
        var index = 0
        while index < lines.count {
            var end = index
            while end < lines.count, !isKept[end] { end += 1 }
            if end - index >= 2 {
                folded.append(summary(of: lines[index..<end]))
                index = end
            } else {
                folded.append(lines[index])
                index += 1
            }
        }
        return folded
    }

    /// Marks, for every change, the less indented lines before and after it
    /// that open and close its enclosing groups, out to the outermost.
    private static func keepEnclosingLines(of lines: [DiffLine], in isKept: inout [Bool]) {
        for direction in [-1, 1] {
            var isEnclosing = [Bool](repeating: false, count: lines.count)
            for change in lines.indices where !lines[change].isShared {
                var indent = lines[change].indent
                var index = change + direction
                while indent > 0, lines.indices.contains(index) {
                    if !lines[index].text.isEmpty, lines[index].indent < indent {
                        if isEnclosing[index] { break }  // the rest of the way out is marked
                        indent = lines[index].indent
                        isEnclosing[index] = true
                        isKept[index] = true
                    }
                    index += direction
                }
            }
        }
    }

    private var indent: Int { text.prefix { $0 == " " }.count }

    private static func summary(of hidden: ArraySlice<DiffLine>) -> DiffLine {
        let indent = hidden.filter { !$0.text.isEmpty }.map(\.indent).min() ?? 0
        let text = String(repeating: " ", count: indent) + "… (\(hidden.count) unchanged)"
        return DiffLine(marker: " ", text: Substring(text))
    }
}
