/// A Swift file's bytes, each marked as code, comment or literal, so the copy can look for
/// `import`, `#if`, `#Preview` and braces only where the compiler would see them.
///
/// The scan knows what can hide a `#` or a brace from the compiler: line comments, nested
/// block comments, string literals (single-line, multi-line, raw with any number of `#`,
/// and the code inside their `\( … )` interpolations, which is code again) and extended
/// regex literals (`#/ … /#`). A bare `/regex/` literal is read as code.
///
/// ```swift
/// let scan = SourceScan(Array(#"let s = "{" // }"#.utf8))
/// scan.roles[8]   // .literal: the "{" inside the string
/// ```
struct SourceScan {
    enum Role: UInt8 {
        case code, comment, literal
    }

    let bytes: [UInt8]
    /// One role per byte of ``bytes``.
    private(set) var roles: [Role]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.roles = Array(repeating: .code, count: bytes.count)
        var scanner = Scanner(bytes: bytes)
        scanner.run(marking: &roles)
    }

    /// Whether the byte at `index` is code and equals `byte`.
    func isCode(_ byte: UInt8, at index: Int) -> Bool {
        index < bytes.count && bytes[index] == byte && roles[index] == .code
    }

    /// The index after the `)` that closes the `(` at `open`, counting only code (a `)` in a
    /// string does not close it); the end of the file when none does.
    func end(ofParenthesesAt open: Int) -> Int {
        var position = open
        var depth = 0
        repeat {
            if isCode(Ascii.openParenthesis, at: position) { depth += 1 }
            if isCode(Ascii.closeParenthesis, at: position) { depth -= 1 }
            position += 1
        } while depth > 0 && position < bytes.count
        return position
    }

    /// Whether `word` starts at `index` as code and is not part of a longer identifier.
    func hasWord(_ word: String, at index: Int) -> Bool {
        let utf8 = Array(word.utf8)
        guard index >= 0, index + utf8.count <= bytes.count else { return false }
        for offset in utf8.indices where bytes[index + offset] != utf8[offset] || roles[index + offset] != .code {
            return false
        }
        if index > 0, Ascii.isIdentifier(bytes[index - 1]), roles[index - 1] == .code { return false }
        let end = index + utf8.count
        return end == bytes.count || !Ascii.isIdentifier(bytes[end])
    }
}

/// The walk behind ``SourceScan``: a stack of contexts, code or string, so an interpolation's
/// code can hold strings of its own.
private struct Scanner {
    private enum Context {
        /// Code; inside an interpolation, the open parentheses it has seen.
        case code(interpolation: Bool, parentheses: Int)
        /// A string literal with `hashes` delimiters, multi-line or not.
        case string(hashes: Int, multiline: Bool)
    }

    let bytes: [UInt8]
    private var stack: [Context] = [.code(interpolation: false, parentheses: 0)]
    private var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func run(marking roles: inout [SourceScan.Role]) {
        while index < bytes.count {
            switch stack[stack.count - 1] {
            case .code(let interpolation, let parentheses):
                scanCode(interpolation: interpolation, parentheses: parentheses, roles: &roles)
            case .string(let hashes, let multiline):
                scanString(hashes: hashes, multiline: multiline, roles: &roles)
            }
        }
    }

    private func byte(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func mark(_ count: Int, _ role: SourceScan.Role, _ roles: inout [SourceScan.Role]) {
        let end = min(bytes.count, index + count)
        for position in index..<end { roles[position] = role }
        index = end
    }

    private mutating func scanCode(interpolation: Bool, parentheses: Int, roles: inout [SourceScan.Role]) {
        let current = bytes[index]
        switch current {
        case Ascii.slash where byte(1) == Ascii.slash:
            var end = index
            while end < bytes.count, bytes[end] != Ascii.newline { end += 1 }
            mark(end - index, .comment, &roles)
        case Ascii.slash where byte(1) == Ascii.star:
            mark(blockCommentLength(), .comment, &roles)
        case Ascii.hash, Ascii.quote:
            var hashes = 0
            while let next = byte(hashes), next == Ascii.hash { hashes += 1 }
            if byte(hashes) == Ascii.quote {
                let multiline = byte(hashes + 1) == Ascii.quote && byte(hashes + 2) == Ascii.quote
                mark(hashes + (multiline ? 3 : 1), .literal, &roles)
                stack.append(.string(hashes: hashes, multiline: multiline))
            } else if hashes > 0, byte(hashes) == Ascii.slash {
                mark(extendedRegexLength(hashes: hashes), .literal, &roles)
            } else {
                mark(max(1, hashes), .code, &roles)
            }
        case Ascii.openParenthesis where interpolation:
            stack[stack.count - 1] = .code(interpolation: true, parentheses: parentheses + 1)
            mark(1, .code, &roles)
        case Ascii.closeParenthesis where interpolation:
            if parentheses == 0 {
                stack.removeLast()
                mark(1, .literal, &roles)
            } else {
                stack[stack.count - 1] = .code(interpolation: true, parentheses: parentheses - 1)
                mark(1, .code, &roles)
            }
        default:
            mark(1, .code, &roles)
        }
    }

    private mutating func scanString(hashes: Int, multiline: Bool, roles: inout [SourceScan.Role]) {
        let current = bytes[index]
        if current == Ascii.backslash, hasHashes(hashes, from: 1) {
            if byte(1 + hashes) == Ascii.openParenthesis {
                mark(2 + hashes, .literal, &roles)
                stack.append(.code(interpolation: true, parentheses: 0))
            } else {
                // An escape: the character after it never ends the string.
                mark(2 + hashes, .literal, &roles)
            }
        } else if current == Ascii.quote, closes(hashes: hashes, multiline: multiline) {
            mark((multiline ? 3 : 1) + hashes, .literal, &roles)
            stack.removeLast()
        } else if current == Ascii.newline, !multiline {
            // An unterminated single-line string ends with its line, as the compiler recovers.
            stack.removeLast()
        } else {
            mark(1, .literal, &roles)
        }
    }

    private func hasHashes(_ count: Int, from offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(offset + $0) == Ascii.hash }
    }

    private func closes(hashes: Int, multiline: Bool) -> Bool {
        let quotes = multiline ? 3 : 1
        return (0..<quotes).allSatisfy { byte($0) == Ascii.quote } && hasHashes(hashes, from: quotes)
    }

    /// The length of the block comment at `index`, nested comments included.
    private func blockCommentLength() -> Int {
        var depth = 0
        var end = index
        while end < bytes.count {
            if bytes[end] == Ascii.slash, end + 1 < bytes.count, bytes[end + 1] == Ascii.star {
                depth += 1
                end += 2
            } else if bytes[end] == Ascii.star, end + 1 < bytes.count, bytes[end + 1] == Ascii.slash {
                depth -= 1
                end += 2
                if depth == 0 { break }
            } else {
                end += 1
            }
        }
        return end - index
    }

    /// The length of the extended regex literal `#/ … /#` (with `hashes` delimiters) at `index`.
    private func extendedRegexLength(hashes: Int) -> Int {
        var end = index + hashes + 1
        while end < bytes.count {
            if bytes[end] == Ascii.backslash {
                end += 2
                continue
            }
            if bytes[end] == Ascii.slash, (0..<hashes).allSatisfy({ end + 1 + $0 < bytes.count && bytes[end + 1 + $0] == Ascii.hash }) {
                return end + 1 + hashes - index
            }
            end += 1
        }
        return bytes.count - index
    }
}
