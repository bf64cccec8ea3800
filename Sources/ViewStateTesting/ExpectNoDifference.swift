/// Checks that two values are equal, and when they are not, shows what differs field by field.
///
/// Nested structs, enums, arrays, dictionaries and optionals are compared structurally:
/// unchanged parts are collapsed, dictionaries and sets are shown in a stable order.
///
/// ```swift
/// expectNoDifference(model.viewState, .success(User(id: 1, name: "山田太郎", email: "taro@example.com")))
/// ```
/// ```text
/// Values differ:
///
/// − expected  + actual
/// …
/// ```
///
/// When the two values print alike yet `==` says they differ, the message says so instead of
/// showing an empty diff.
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
