import Foundation

extension PredicateFormat {
    /// One piece of a format: a word (a keyword or a key path), a quoted string, a number, an
    /// operator or bracket, or an argument's specifier (`%@` is `"@"`, `%ld` is `"d"`).
    enum Token: Equatable {
        case word(String)
        case string(String)
        case number(Double)
        case symbol(String)
        case argument(Character)
    }

    /// Reads a format's tokens into a ``PredicateFormat/Node``; every `parse…` returns `nil`
    /// for what it does not read, and the whole predicate is then left unread.
    struct Parser {
        private let tokens: [Token]
        private var position = 0
        private let arguments: [Any]
        private var nextArgument = 0

        init(format: String, arguments: [Any]) {
            tokens = Self.tokens(of: format) ?? [.word("SUBQUERY")]
            self.arguments = arguments
        }

        mutating func parsePredicate() -> Node? {
            guard let node = parseOr(), position == tokens.count else { return nil }
            return node
        }

        private mutating func parseOr() -> Node? {
            guard var nodes = parseAnd().map({ [$0] }) else { return nil }
            while take(word: "OR") || take(symbol: "||") {
                guard let next = parseAnd() else { return nil }
                nodes.append(next)
            }
            return nodes.count == 1 ? nodes[0] : .or(nodes)
        }

        private mutating func parseAnd() -> Node? {
            guard var nodes = parseNot().map({ [$0] }) else { return nil }
            while take(word: "AND") || take(symbol: "&&") {
                guard let next = parseNot() else { return nil }
                nodes.append(next)
            }
            return nodes.count == 1 ? nodes[0] : .and(nodes)
        }

        private mutating func parseNot() -> Node? {
            if take(word: "NOT") || take(symbol: "!") { return parseNot().map(Node.not) }
            if take(symbol: "(") {
                guard let inner = parseOr(), take(symbol: ")") else { return nil }
                return inner
            }
            if take(word: "TRUEPREDICATE") { return .constant(true) }
            if take(word: "FALSEPREDICATE") { return .constant(false) }
            return parseComparison()
        }

        private mutating func parseComparison() -> Node? {
            var quantifier = Comparison.Quantifier.none
            if take(word: "ANY") || take(word: "SOME") { quantifier = .any }
            else if take(word: "ALL") { quantifier = .all }
            else if take(word: "NONE") { quantifier = .noneOf }
            guard let lhs = parseOperand(), let operation = parseOperation() else { return nil }
            let options = parseOptions()
            guard let rhs = parseOperand() else { return nil }
            return .comparison(Comparison(quantifier: quantifier, lhs: lhs, operation: operation, options: options, rhs: rhs))
        }

        private mutating func parseOperand() -> Operand? {
            guard position < tokens.count else { return nil }
            let token = tokens[position]
            position += 1
            switch token {
            case .string(let text): return .value(text)
            case .number(let number): return .value(number.rounded() == number && abs(number) < 1e15 ? Int(number) as Any : number)
            case .argument(let specifier): return argument(specifier)
            case .symbol("{"):
                var items: [Operand] = []
                if take(symbol: "}") { return .list(items) }
                repeat {
                    guard let item = parseOperand() else { return nil }
                    items.append(item)
                } while take(symbol: ",")
                return take(symbol: "}") ? .list(items) : nil
            case .word(let word):
                switch word.uppercased() {
                case "YES", "TRUE": return .value(true)
                case "NO", "FALSE": return .value(false)
                case "NIL", "NULL": return .value(nil)
                case "SUBQUERY", "FUNCTION", "CAST": return nil
                default: return word.hasPrefix("$") ? nil : .keyPath(word)
                }
            default: return nil
            }
        }

        private mutating func argument(_ specifier: Character) -> Operand? {
            guard nextArgument < arguments.count else { return nil }
            let value = KeyValueReading.unwrapped(arguments[nextArgument])
            nextArgument += 1
            switch specifier {
            case "K": return value.map { .keyPath(String(describing: $0)) }
            case "d", "i", "u", "x", "X", "o", "c":
                return .value(value.flatMap(ValueComparison.number).map { Int($0) as Any } ?? value)
            case "f", "F", "e", "E", "g", "G", "a", "A": return .value(value.flatMap(ValueComparison.number) ?? value)
            default: return .value(value)
            }
        }

        private mutating func parseOperation() -> String? {
            guard position < tokens.count else { return nil }
            let operation: String? = switch tokens[position] {
            case .symbol("=="), .symbol("="): "=="
            case .symbol("!="), .symbol("<>"): "!="
            case .symbol("<"): "<"
            case .symbol("<="), .symbol("=<"): "<="
            case .symbol(">"): ">"
            case .symbol(">="), .symbol("=>"): ">="
            case .word(let word) where ["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN"].contains(word.uppercased()):
                word.uppercased()
            default: nil
            }
            if operation != nil { position += 1 }
            return operation
        }

        /// `[c]` (case), `[d]` (diacritics), `[cd]`; `[n]` (normalized) changes nothing here.
        private mutating func parseOptions() -> String.CompareOptions {
            guard position + 2 < tokens.count, tokens[position] == .symbol("["),
                  case .word(let letters) = tokens[position + 1], tokens[position + 2] == .symbol("]")
            else { return [] }
            position += 3
            var options: String.CompareOptions = []
            if letters.lowercased().contains("c") { options.insert(.caseInsensitive) }
            if letters.lowercased().contains("d") { options.insert(.diacriticInsensitive) }
            return options
        }

        private mutating func take(word: String) -> Bool {
            guard position < tokens.count, case .word(let found) = tokens[position], found.uppercased() == word else { return false }
            position += 1
            return true
        }

        private mutating func take(symbol: String) -> Bool {
            guard position < tokens.count, tokens[position] == .symbol(symbol) else { return false }
            position += 1
            return true
        }

        /// The format's tokens; `nil` when it holds what no token is (an unclosed string).
        static func tokens(of format: String) -> [Token]? {
            let characters = Array(format)
            var tokens: [Token] = []
            var index = 0
            while index < characters.count {
                let character = characters[index]
                if character.isWhitespace {
                    index += 1
                } else if character == "\"" || character == "'" {
                    var text = ""
                    index += 1
                    while index < characters.count, characters[index] != character {
                        if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                        text.append(characters[index])
                        index += 1
                    }
                    guard index < characters.count else { return nil }
                    index += 1
                    tokens.append(.string(text))
                } else if character == "%" {
                    index += 1
                    while index < characters.count, "lhqLjzt".contains(characters[index]) { index += 1 }
                    guard index < characters.count else { return nil }
                    tokens.append(.argument(characters[index]))
                    index += 1
                } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber) {
                    var text = String(character)
                    index += 1
                    while index < characters.count, characters[index].isNumber || characters[index] == "." { text.append(characters[index]); index += 1 }
                    guard let number = Double(text) else { return nil }
                    tokens.append(.number(number))
                } else if character.isLetter || "_$@".contains(character) {
                    var word = ""
                    while index < characters.count, characters[index].isLetter || characters[index].isNumber || "_$@.".contains(characters[index]) {
                        word.append(characters[index])
                        index += 1
                    }
                    tokens.append(.word(word))
                } else {
                    let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
                    if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(pair) {
                        tokens.append(.symbol(pair))
                        index += 2
                    } else if "=<>!(){}[],".contains(character) {
                        tokens.append(.symbol(String(character)))
                        index += 1
                    } else {
                        return nil
                    }
                }
            }
            return tokens
        }
    }
}
