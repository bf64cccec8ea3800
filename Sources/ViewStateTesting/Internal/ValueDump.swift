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
}
