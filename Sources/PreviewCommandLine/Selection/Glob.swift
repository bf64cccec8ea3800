import PreviewCatalog
/// A shell-style pattern matched against a whole name.
///
/// | pattern | matches |
/// | --- | --- |
/// | `*` | any run of characters, including none and including `/` |
/// | `?` | exactly one character |
/// | `[abc]`, `[a-z]` | one character from the set or range |
/// | `[!abc]`, `[^abc]` | one character not in the set |
/// | `\*` | a literal `*` (any character after `\` is literal) |
///
/// Matching is by `Character` (so `?` matches one Japanese character or one emoji) and is
/// case-sensitive. An unclosed `[` is a literal `[`. Reading a pattern is linear in its length
/// (once one `[` finds no `]`, no later one can, so the rest are literal at once), and a
/// command reads each filter once (``SelectionFilter``).
///
/// ```swift
/// Glob("Log*").matches("Login")          // true
/// Glob("wrong ?assword").matches("wrong password")   // true
/// Glob("[!e]*").matches("error")         // false
/// ```
package struct Glob: Sendable, Equatable {
    private enum Token: Sendable, Equatable {
        case literal(Character)
        case any
        case anyRun
        case set(ranges: [ClosedRange<Character>], negated: Bool)
    }

    private let tokens: [Token]

    package init(_ pattern: String) {
        var steps = 0
        self.init(pattern, steps: &steps)
    }

    /// Reads `pattern`, counting in `steps` the characters looked at (at most twice its length).
    package init(_ pattern: String, steps: inout Int) {
        tokens = Self.tokenize(Array(pattern), steps: &steps)
    }

    /// Whether `pattern` uses `*`, `?` or `[`, so is meant as a glob rather than a name.
    package static func isPattern(_ pattern: String) -> Bool {
        pattern.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    package func matches(_ name: String) -> Bool {
        let characters = Array(name)
        // Classic backtracking on the last `*`: linear in practice, no recursion.
        var t = 0, c = 0
        var star: (token: Int, character: Int)?
        while c < characters.count {
            if t < tokens.count, tokens[t] == .anyRun {
                star = (t, c)
                t += 1
            } else if t < tokens.count, Self.token(tokens[t], accepts: characters[c]) {
                t += 1
                c += 1
            } else if let resume = star {
                star = (resume.token, resume.character + 1)
                t = resume.token + 1
                c = resume.character + 1
            } else {
                return false
            }
        }
        while t < tokens.count, tokens[t] == .anyRun { t += 1 }
        return t == tokens.count
    }

    private static func token(_ token: Token, accepts character: Character) -> Bool {
        switch token {
        case .literal(let literal): literal == character
        case .any: true
        case .anyRun: false
        case .set(let ranges, let negated): ranges.contains { $0.contains(character) } != negated
        }
    }

    private static func tokenize(_ pattern: [Character], steps: inout Int) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        // Once a `[` finds no closing `]`, none after it can: those are literal without a search.
        var setsCanClose = true
        while index < pattern.count {
            let character = pattern[index]
            index += 1
            steps += 1
            switch character {
            case "*": tokens.append(.anyRun)
            case "?": tokens.append(.any)
            case "\\" where index < pattern.count:
                tokens.append(.literal(pattern[index]))
                index += 1
            case "[":
                if setsCanClose, let (set, next) = parseSet(pattern, from: index, steps: &steps) {
                    tokens.append(set)
                    index = next
                } else {
                    setsCanClose = false
                    tokens.append(.literal("["))
                }
            default: tokens.append(.literal(character))
            }
        }
        return tokens
    }

    /// Reads a set after its `[`; `nil` when there is no closing `]`. A `]` right after `[` or
    /// `[!` is a member, as in the shell.
    private static func parseSet(_ pattern: [Character], from start: Int, steps: inout Int) -> (Token, Int)? {
        var index = start
        var negated = false
        if index < pattern.count, pattern[index] == "!" || pattern[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while index < pattern.count {
            let character = pattern[index]
            steps += 1
            if character == "]", !first { return (.set(ranges: ranges, negated: negated), index + 1) }
            first = false
            if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                let upper = pattern[index + 2]
                ranges.append(character <= upper ? character...upper : upper...character)
                index += 3
            } else {
                ranges.append(character...character)
                index += 1
            }
        }
        return nil
    }
}
