/// One replacement in a file's bytes.
struct SourceEdit {
    let range: Range<Int>
    let replacement: [UInt8]

    /// `replacement`, padded with spaces to the length it replaces when shorter, so the
    /// columns after it on the line stay where the compiler will report them.
    init(_ range: Range<Int>, keepingColumns replacement: String) {
        var bytes = Array(replacement.utf8)
        if bytes.count < range.count {
            bytes += Array(repeating: Ascii.space, count: range.count - bytes.count)
        }
        self.range = range
        self.replacement = bytes
    }

    init(_ range: Range<Int>, _ replacement: String) {
        self.init(range, replacement: Array(replacement.utf8))
    }

    init(_ range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// The edits that blank `range` of `bytes` line by line, keeping its line breaks, so the
    /// lines after it keep their numbers (an attribute the copy drops, over several lines).
    static func blanking(_ range: Range<Int>, of bytes: [UInt8]) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        var lineStart = range.lowerBound
        for index in range.lowerBound...range.upperBound where index == range.upperBound || bytes[index] == Ascii.newline {
            if index > lineStart { edits.append(SourceEdit(lineStart..<index, keepingColumns: "")) }
            lineStart = index + 1
        }
        return edits
    }

    /// `bytes` with `edits` (sorted, not overlapping) applied.
    static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.count * 32)
        var position = 0
        // An insertion (an empty range) goes before a replacement starting at the same place.
        let ordered = edits.sorted { ($0.range.lowerBound, $0.range.count) < ($1.range.lowerBound, $1.range.count) }
        for edit in ordered where edit.range.lowerBound >= position {
            result += bytes[position..<edit.range.lowerBound]
            result += edit.replacement
            position = edit.range.upperBound
        }
        result += bytes[position...]
        return result
    }
}
