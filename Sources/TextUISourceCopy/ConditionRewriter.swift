/// Rewrites the platform tests in one `#if` / `#elseif` condition to `true` or `false`, as
/// ``CopyPlatform`` reads them: `os(iOS) || os(macOS)` becomes `true    || false    `,
/// padded so the columns after each test stay put.
struct ConditionRewriter {
    let scan: SourceScan
    let platform: CopyPlatform

    /// The edits for the condition in `range` (code only; a trailing comment is outside it).
    func edits(in range: Range<Int>) -> [SourceEdit] {
        let bytes = scan.bytes
        var edits: [SourceEdit] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard Ascii.isIdentifier(bytes[index]), index == range.lowerBound || !Ascii.isIdentifier(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < range.upperBound, Ascii.isIdentifier(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[index..<end], as: UTF8.self)
            if let call = argument(after: end, before: range.upperBound), let value = value(of: name, argument: call.argument) {
                edits.append(SourceEdit(index..<call.end, keepingColumns: value ? "true" : "false"))
                index = call.end
            } else {
                if name == "DEBUG" || name == "TEXTUI", !isCall(after: end, before: range.upperBound) {
                    edits.append(SourceEdit(index..<end, keepingColumns: "true"))
                }
                index = end
            }
        }
        return edits
    }

    private func value(of test: String, argument: String) -> Bool? {
        switch test {
        case "os": platform.isOS(argument)
        case "canImport": platform.canImport(argument)
        case "targetEnvironment": platform.targetEnvironment(argument)
        default: nil
        }
    }

    private func isCall(after end: Int, before limit: Int) -> Bool {
        var position = end
        while position < limit, Ascii.isWhitespace(scan.bytes[position]) { position += 1 }
        return position < limit && scan.bytes[position] == Ascii.openParenthesis
    }

    /// The first identifier inside the parentheses after `end`, and where they close:
    /// `(UIKit, _version: 2)` gives `UIKit`.
    private func argument(after end: Int, before limit: Int) -> (argument: String, end: Int)? {
        let bytes = scan.bytes
        var position = end
        while position < limit, Ascii.isWhitespace(bytes[position]) { position += 1 }
        guard position < limit, bytes[position] == Ascii.openParenthesis else { return nil }
        position += 1
        while position < limit, Ascii.isWhitespace(bytes[position]) { position += 1 }
        let start = position
        while position < limit, Ascii.isIdentifier(bytes[position]) || bytes[position] == Ascii.dot { position += 1 }
        let argument = String(decoding: bytes[start..<position], as: UTF8.self)
        while position < limit, bytes[position] != Ascii.closeParenthesis { position += 1 }
        guard position < limit, !argument.isEmpty else { return nil }
        return (argument, position + 1)
    }
}
