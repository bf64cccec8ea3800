/// Values that dump as a single piece of text rather than as their fields.
enum DumpLeaf {
    /// The text of `value` when it is a string, character, number, Boolean,
    /// metatype or one of the Foundation types in `foundationText(for:)`; else nil.
    static func node(for value: Any) -> DumpNode? {
        switch value {
        case let string as String: quoted(string)
        case let substring as Substring: quoted(String(substring))
        case let character as Character: quoted(String(character), allowsBlock: false)
        case let scalar as Unicode.Scalar: quoted(String(scalar), allowsBlock: false)
        case let bool as Bool: .text(bool ? "true" : "false")
        case let integer as any BinaryInteger: .text("\(integer)")
        case let float as any BinaryFloatingPoint: .text("\(float)")
        case let type as any Any.Type: .text(TypeName.of(type) + ".self")
        default: foundationText(for: value).map(DumpNode.text)
        }
    }

    /// `text` as a Swift string literal: `"say \"hi\""` on one line, or, when
    /// `allowsBlock` and it contains a newline, a `"""` block with one line per line.
    ///
    /// Backslashes and control characters are escaped; in blocks, the third of
    /// three quotes in a row (`""\"`) and a line's last space (`\u{20}`) too, so
    /// every character can be seen.
    static func quoted(_ text: String, allowsBlock: Bool = true) -> DumpNode {
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        guard allowsBlock, lines.count > 1 else {
            return .text("\"" + escaped(text.unicodeScalars[...], quote: true) + "\"")
        }
        let body = lines.map { line in
            var escapedLine = escaped(line, quote: false)
            if let last = escapedLine.unicodeScalars.last, last == " " {
                escapedLine.unicodeScalars.removeLast()
                escapedLine += #"\u{20}"#
            }
            return escapedLine
        }
        return .leaf([#"""""#] + body + [#"""""#])
    }

    private static func escaped(_ scalars: Substring.UnicodeScalarView, quote: Bool) -> String {
        var result = ""
        var quotesInARow = 0
        for scalar in scalars {
            quotesInARow = scalar == "\"" ? quotesInARow + 1 : 0
            switch scalar {
            case "\\": result += #"\\"#
            case "\"" where quote || quotesInARow == 3:
                result += #"\""#
                quotesInARow = 0
            case "\n": result += #"\n"#
            case "\r": result += #"\r"#
            case "\t": result += #"\t"#
            case "\0": result += #"\0"#
            case _ where scalar.properties.generalCategory == .control:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The `description` (else `debugDescription`) of `value`, with anything
    /// that looks like a memory address (`0x` and nine or more hex digits)
    /// replaced by `0x…`, so that the text is the same on every run.
    static func description(of value: Any) -> String? {
        guard let text = (value as? any CustomStringConvertible)?.description
            ?? (value as? any CustomDebugStringConvertible)?.debugDescription else { return nil }
        var result = ""
        var rest = text[...]
        while let zero = rest.firstIndex(of: "0") {
            let afterZero = rest.index(after: zero)
            guard afterZero < rest.endIndex, rest[afterZero] == "x" else {
                result += rest[...zero]
                rest = rest[afterZero...]
                continue
            }
            let digits = rest[rest.index(after: afterZero)...].prefix { $0.isHexDigit }
            result += rest[..<zero]
            result += digits.count >= 9 ? "0x…" : rest[zero..<digits.endIndex]
            rest = rest[digits.endIndex...]
        }
        return result + rest
    }

    /// The name of the case `value` holds, when `value` is an enum.
    ///
    /// Asks the Swift runtime (`swift_EnumCaseName`, the function the standard
    /// library's `print` uses), so an enum with its own `description` still shows
    /// its case name. Falls back to `String(describing:)`.
    static func caseName(of value: Any) -> String {
        if let name = openedCaseName(value) { return name }
        return String(describing: value)
    }

    private static func openedCaseName<Value>(_ value: Value) -> String? {
        swiftEnumCaseName(value).map { String(cString: $0) }
    }
}

@_silgen_name("swift_EnumCaseName")
private func swiftEnumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?
