import TestSupport

/// Texts made of a few repeating lines, so that edits have many plausible alignments.
enum RandomText {
    static let vocabulary = ["", "}", "title", "title ", "name\t", "ログイン", "  row 1", "  row 2", "end"]

    static func make(using random: inout SplitMix64) -> (lines: [String], newlineAtEnd: Bool) {
        let lines = (0..<Int.random(in: 0...30, using: &random)).map { _ in
            vocabulary.randomElement(using: &random) ?? ""
        }
        return (lines, Bool.random(using: &random))
    }

    static func edit(_ text: (lines: [String], newlineAtEnd: Bool), using random: inout SplitMix64) -> (lines: [String], newlineAtEnd: Bool) {
        var lines = text.lines
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let line = vocabulary.randomElement(using: &random) ?? ""
            switch Int.random(in: 0...2, using: &random) {
            case 0: lines.insert(line, at: Int.random(in: 0...lines.count, using: &random))
            case 1 where !lines.isEmpty: lines.remove(at: Int.random(in: 0..<lines.count, using: &random))
            default: if !lines.isEmpty { lines[Int.random(in: 0..<lines.count, using: &random)] = line }
            }
        }
        let flipsNewline = Int.random(in: 0...4, using: &random) == 0
        return (lines, flipsNewline ? !text.newlineAtEnd : text.newlineAtEnd)
    }

    static func join(_ lines: [String], newlineAtEnd: Bool) -> String {
        lines.joined(separator: "\n") + (newlineAtEnd && !lines.isEmpty ? "\n" : "")
    }
}
