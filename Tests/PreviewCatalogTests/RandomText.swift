/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
