/// Checks that two values are equal, and when they are not, shows what differs field by field.
///
/// Nested structs, enums, arrays, dictionaries and optionals are compared structurally:
/// unchanged parts are collapsed, dictionaries and sets are shown in a stable order. The
/// first value is the one the code produced, the second the one the test expects.
///
/// ```swift
/// expectNoDifference(greeting, GreetingState(title: "Hello", message: "Welcome, Taro"))
/// ```
/// ```text
/// Values differ.
///
/// - expected
/// + actual
///
///   GreetingState(
///     title: "Hello",
/// -   message: "Welcome, Taro"
/// +   message: "Welcome, Hanako"
///   )
/// ```
///
/// A `message` leads the text (`after the refresh: values differ.`). When the two values
/// print alike yet `==` says they differ, the failure says so instead of showing an empty diff:
///
/// ```text
/// Values differ.
///
/// The values differ but print the same; the difference is in something the dump does not show (a reference identity, a floating-point bit pattern, or a custom ==).
///
/// nan
/// ```
public func expectNoDifference<Value: Equatable>(
    _ actual: Value,
    _ expected: Value,
    _ message: String? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard actual != expected else { return }
    let heading = message.map { "\($0): values differ." } ?? "Values differ."
    reportFailure(
        heading + "\n\n" + valueMismatchDescription(expected: expected, actual: actual),
        at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}
