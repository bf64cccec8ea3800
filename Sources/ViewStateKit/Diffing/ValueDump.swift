/// Deterministic, Swift-like text for any value, one field per line, for
/// assertion messages and ``ValueDiff``.
///
/// ```swift
/// ValueDump.dump(Counter(count: 1))
/// ```
/// returns
/// ```text
/// Counter(
///   count: 1
/// )
/// ```
package enum ValueDump {
    /// A multi-line description of `value` built from its `Mirror`.
    ///
    /// ```swift
    /// ValueDump.dump(LoginViewState.success(User(id: 1, name: "Taro")))
    /// ```
    /// returns
    /// ```text
    /// LoginViewState.success(
    ///   User(
    ///     id: 1,
    ///     name: "Taro"
    ///   )
    /// )
    /// ```
    ///
    /// - Structs and classes: `User(`, one `label: value` per line, `)`;
    ///   `Empty()` without fields. Classes include inherited fields first.
    /// - Enums: `Filter.all`, `Result<Int, Error>.success(1)`,
    ///   `Item.tag(id: 1, name: "x")` — payloads share the line when they fit in
    ///   80 columns and hold no struct, array, dictionary or set.
    /// - Tuples: `(a: 1, 2)`, on one line under the same rule.
    /// - Arrays `[` `[0]: 1,` `]`, dictionaries `[` `"a": 1,` `]` sorted by key,
    ///   sets `Set([` … `])` sorted; empty ones `[]`, `[:]`, `Set([])`.
    /// - Strings quoted and escaped (`"a\"b"`); strings with a newline as a `"""`
    ///   block. Characters are quoted too. Numbers and Booleans as Swift prints them.
    /// - Optionals: `nil` or the wrapped value. Type names drop the module:
    ///   `Outer.Inner`, `Box<Int>`.
    /// - A value with no fields but a `description` shows it: `URL(https://x)`,
    ///   `Money(¥100)`. Dates are UTC: `Date(2024-01-31T09:30:00.250Z)`.
    /// - A class met again inside itself prints `Node(↩︎)`. No addresses appear.
    package static func dump(_ value: Any) -> String {
        var builder = DumpTreeBuilder()
        return DumpLayout.text(of: builder.node(for: value))
    }

    /// ``dump(_:)`` on one line, for messages that name a value in passing: array positions
    /// dropped, a space between fields.
    ///
    /// ```swift
    /// ValueDump.oneLine(AppAction.order(.selectOrder(3)))   // "AppAction.order(OrderAction.selectOrder(3))"
    /// ```
    package static func oneLine(_ value: Any) -> String {
        var text = ""
        for line in ValueDump.dump(value).split(separator: "\n") {
            var piece = line.drop(while: { $0 == " " })
            if piece.hasPrefix("["), let close = piece.firstIndex(of: "]"),
               piece[piece.index(after: close)...].hasPrefix(": "),
               piece[piece.index(after: piece.startIndex)..<close].allSatisfy(\.isNumber) {
                piece = piece[piece.index(close, offsetBy: 3)...]   // "[0]: x" → "x" in arrays
            }
            if !(text.isEmpty || text.hasSuffix("(") || text.hasSuffix("[") || piece.hasPrefix(")") || piece.hasPrefix("]")) {
                text += " "
            }
            text += piece
        }
        return text
    }
}
