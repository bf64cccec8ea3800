import Foundation

/// A predicate written in Foundation's format language (`"done == NO AND title CONTAINS[c]
/// %@"`), read once and evaluated against objects by reading their properties by name
/// (``KeyValueReading``). Linux's Foundation has no predicate strings, so
/// `NSPredicate(format:)` is TextUI's there (``NSPredicate/init(format:_:)``).
///
/// ```swift
/// let open = PredicateFormat("done == NO AND priority >= %d", arguments: [2])
/// open.evaluate(with: task)   // true for a task not done whose priority is 2 or more
/// ```
///
/// What it reads: comparisons (`==`, `=`, `!=`, `<>`, `<`, `<=`, `>`, `>=`), `CONTAINS`,
/// `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES`, `IN` and `BETWEEN` with `[c]`, `[d]` and `[cd]`;
/// `AND`/`&&`, `OR`/`||`, `NOT`/`!` and parentheses; `ANY`/`SOME`, `ALL` and `NONE` over a
/// to-many key path; `TRUEPREDICATE` and `FALSEPREDICATE`; key paths (`author.name`,
/// `tags.@count`); strings, numbers, `YES`/`NO`/`TRUE`/`FALSE`, `nil`/`NULL` and `{…}` lists;
/// and the arguments `%@`, `%K`, `%d`, `%i`, `%ld`, `%f` and the like. A format outside that
/// (`SUBQUERY`, functions, `$variables`) or one that does not parse matches every object: a
/// preview then lists too much rather than too little.
struct PredicateFormat {
    indirect enum Node {
        case constant(Bool)
        case not(Node)
        case and([Node])
        case or([Node])
        case comparison(Comparison)
    }

    struct Comparison {
        enum Quantifier { case none, any, all, noneOf }
        var quantifier: Quantifier
        var lhs: Operand
        var operation: String
        var options: String.CompareOptions
        var rhs: Operand
    }

    enum Operand {
        case keyPath(String)
        case value(Any?)
        case list([Operand])
    }

    /// The predicate read, `nil` when the format is outside what is read.
    let root: Node?

    init(_ format: String, arguments: [Any]) {
        var parser = Parser(format: format, arguments: arguments)
        root = parser.parsePredicate()
    }

    /// Whether `object` satisfies the predicate (always, when the format was not read).
    func evaluate(with object: Any?) -> Bool {
        guard let root else { return true }
        return Self.evaluate(root, object)
    }

    private static func evaluate(_ node: Node, _ object: Any?) -> Bool {
        switch node {
        case .constant(let value): return value
        case .not(let inner): return !evaluate(inner, object)
        case .and(let nodes): return nodes.allSatisfy { evaluate($0, object) }
        case .or(let nodes): return nodes.contains { evaluate($0, object) }
        case .comparison(let comparison): return evaluate(comparison, object)
        }
    }

    private static func evaluate(_ comparison: Comparison, _ object: Any?) -> Bool {
        let left = resolve(comparison.lhs, object)
        let right = resolve(comparison.rhs, object)
        func holds(_ value: Any?) -> Bool {
            compare(value, comparison.operation, right, options: comparison.options)
        }
        let elements = left.flatMap(KeyValueReading.elements) ?? []
        switch comparison.quantifier {
        case .none: return holds(left)
        case .any: return elements.contains { holds($0) }
        case .all: return elements.allSatisfy { holds($0) }
        case .noneOf: return !elements.contains { holds($0) }
        }
    }

    private static func resolve(_ operand: Operand, _ object: Any?) -> Any? {
        switch operand {
        case .keyPath(let path): return KeyValueReading.value(atKeyPath: path, of: object)
        case .value(let value): return value
        case .list(let items): return items.map { resolve($0, object) as Any }
        }
    }

    private static func compare(_ lhs: Any?, _ operation: String, _ rhs: Any?, options: String.CompareOptions) -> Bool {
        switch operation {
        case "==": return ValueComparison.equal(lhs, rhs, options: options)
        case "!=": return !ValueComparison.equal(lhs, rhs, options: options)
        case "<", "<=", ">", ">=":
            guard lhs != nil, rhs != nil else { return false }
            let order = ValueComparison.order(lhs, rhs, options: options)
            switch operation {
            case "<": return order == .orderedAscending
            case "<=": return order != .orderedDescending
            case ">": return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case "CONTAINS":
            if let text = lhs as? String, let part = rhs as? String { return text.range(of: part, options: options) != nil }
            return lhs.flatMap(KeyValueReading.elements)?.contains { ValueComparison.equal($0, rhs, options: options) } ?? false
        case "BEGINSWITH":
            guard let text = lhs as? String, let part = rhs as? String else { return false }
            return text.range(of: part, options: options.union(.anchored)) != nil
        case "ENDSWITH":
            guard let text = lhs as? String, let part = rhs as? String else { return false }
            return text.range(of: part, options: options.union([.anchored, .backwards])) != nil
        case "LIKE":
            guard let text = lhs as? String, let pattern = rhs as? String else { return false }
            return matches(text, pattern: wildcardPattern(pattern), options: options)
        case "MATCHES":
            guard let text = lhs as? String, let pattern = rhs as? String else { return false }
            return matches(text, pattern: pattern, options: options)
        case "IN":
            if let text = rhs as? String, let part = lhs as? String { return text.range(of: part, options: options) != nil }
            return rhs.flatMap(KeyValueReading.elements)?.contains { ValueComparison.equal(lhs, $0, options: options) } ?? false
        case "BETWEEN":
            guard let bounds = rhs.flatMap(KeyValueReading.elements), bounds.count == 2, lhs != nil else { return false }
            return ValueComparison.order(lhs, bounds[0]) != .orderedAscending && ValueComparison.order(lhs, bounds[1]) != .orderedDescending
        default: return true
        }
    }

    /// `LIKE`'s pattern (`*` any run of characters, `?` one) as a regular expression.
    private static func wildcardPattern(_ pattern: String) -> String {
        pattern.map { character in
            switch character {
            case "*": ".*"
            case "?": "."
            default: NSRegularExpression.escapedPattern(for: String(character))
            }
        }.joined()
    }

    private static func matches(_ text: String, pattern: String, options: String.CompareOptions) -> Bool {
        let subject = options.contains(.diacriticInsensitive) ? text.folding(options: .diacriticInsensitive, locale: nil) : text
        var regexOptions: NSRegularExpression.Options = []
        if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: regexOptions) else { return false }
        return expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    }
}
