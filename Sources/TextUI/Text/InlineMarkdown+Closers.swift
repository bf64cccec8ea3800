extension InlineMarkdown {
    /// Where each mark of a key can close, and where the next `]` and `)` are, worked out once
    /// in one pass from the end, so finding a closer is a lookup rather than a scan to the end
    /// of the key from every mark that opens.
    struct Closers {
        private let text: [Character]
        /// Whether each character is inside an interpolated value: after its opening marker,
        /// up to and including its closing one.
        private let insideValue: [Bool]
        /// For each mark the key holds, the first index at or after each index where that
        /// mark closes when read to the end of the key; `text.count` for none.
        private let nextCloser: [[Character]: [Int]]
        /// The first index at or after each index holding `]`, or `)`; `text.count` for none.
        private let nextBracket: [Int]
        private let nextParenthesis: [Int]

        private static let marks: [[Character]] = [["`"], ["*"], ["*", "*"], ["_"], ["_", "_"], ["~", "~"]]

        init(_ text: [Character]) {
            self.text = text
            var inside = false
            insideValue = text.map { character in
                if character == openValue { inside = true } else if character == closeValue { inside = false }
                return inside
            }
            nextBracket = Self.nextIndices(in: text) { text[$0] == "]" }
            nextParenthesis = Self.nextIndices(in: text) { text[$0] == ")" }
            let present = Set(text)
            var nextCloser: [[Character]: [Int]] = [:]
            for mark in Self.marks where present.contains(mark[0]) {
                nextCloser[mark] = Self.nextIndices(in: text) { [insideValue] index in
                    Self.closes(mark, at: index, in: text, insideValue: insideValue, end: text.count, atEnd: false)
                }
            }
            self.nextCloser = nextCloser
        }

        /// Where `mark` closes after `start` within `..<end`: after text, not after a space, and
        /// for `_` not inside a word; never inside an interpolated value.
        func closing(_ mark: [Character], after start: Int, end: Int) -> Int? {
            guard let next = nextCloser[mark], start + 1 <= text.count else { return nil }
            let first = next[start + 1]
            // Before the last place a mark fits, the range's end changes nothing.
            if first + mark.count < end { return first }
            let last = end - mark.count
            guard last > start else { return nil }
            return Self.closes(mark, at: last, in: text, insideValue: insideValue, end: end, atEnd: true) ? last : nil
        }

        /// A link `[label](address)` opening at `index` within `..<end`: where its label ends
        /// and where the whole link does.
        func link(at index: Int, end: Int) -> (labelEnd: Int, end: Int)? {
            let close = nextBracket[index + 1]
            guard close + 1 < end, text[close + 1] == "(", close > index + 1 else { return nil }
            let parenthesis = nextParenthesis[close + 2]
            guard parenthesis < end else { return nil }
            return (close, parenthesis + 1)
        }

        /// Whether `mark` closes at `index` in a range ending at `end`. `atEnd` says the mark
        /// ends exactly there, so nothing after it can make it part of a longer run or a word.
        private static func closes(
            _ mark: [Character], at index: Int, in text: [Character], insideValue: [Bool], end: Int, atEnd: Bool
        ) -> Bool {
            let after = index + mark.count
            guard index > 0, after <= end, !insideValue[index], text[index..<after].elementsEqual(mark),
                  !text[index - 1].isWhitespace || mark == ["`"] else { return false }
            guard !atEnd, after < end else { return true }
            let isLonger = text[after] == mark[0] && mark[0] != "`"
            let isIntraword = mark[0] == "_" && (text[after].isLetter || text[after].isNumber)
            return !isLonger && !isIntraword
        }

        /// For each index of `text` and one past the end, the first index at or after it where
        /// `matches` holds, or `text.count`.
        private static func nextIndices(in text: [Character], where matches: (Int) -> Bool) -> [Int] {
            var next = Array(repeating: text.count, count: text.count + 1)
            for index in text.indices.reversed() {
                next[index] = matches(index) ? index : next[index + 1]
            }
            return next
        }
    }
}
