/// The `#if` blocks open at a point of a file: for each, the conditions of its clauses up to
/// the one the point is in (`nil` for `#else`), so code added at the end of the file can sit
/// under exactly the same conditions.
///
/// ```swift
/// // #if DEBUG            → [["true "]]          (conditions as the copy rewrote them)
/// // #elseif os(macOS)    → [["true ", "false  "]]
/// ```
struct ConditionalStack: Equatable {
    private(set) var blocks: [[String?]] = []

    mutating func open(_ condition: String) { blocks.append([condition]) }

    mutating func add(_ condition: String?) {
        guard !blocks.isEmpty else { return }
        blocks[blocks.count - 1].append(condition)
    }

    mutating func close() {
        if !blocks.isEmpty { blocks.removeLast() }
    }

    /// `body` wrapped in directives that select the same clauses, one block per level.
    func wrapping(_ body: [String]) -> [String] {
        var lines = body
        for clauses in blocks.reversed() {
            // Earlier clauses stay empty: only the last one, the point's own, holds the body.
            let opening = clauses.enumerated().map { index, condition in
                index == 0 ? "#if \(condition ?? "true")" : condition.map { "#elseif \($0)" } ?? "#else"
            }
            lines = opening + lines + ["#endif"]
        }
        return lines
    }
}
