import PreviewCatalog
import TextUI

/// Checks any TextUI view against a reference snapshot named `name`.
///
/// The reference is `__Snapshots__/<test file>/<name>.txt` beside the test file, so
/// `expectSnapshot(of: …, named: "narrow")` in `LoginViewTests.swift` compares with
/// `__Snapshots__/LoginViewTests/narrow.txt`. Record modes and messages are those of the
/// preview-state assertion.
///
/// ```swift
/// @Test func longMessageWrapsAtNarrowWidths() {
///     expectSnapshot(of: LoginView(state: .error(String(repeating: "失敗", count: 20))), named: "long error", width: 24)
/// }
/// ```
/// ```text
/// Snapshot LoginViewTests/long error @ 24 columns does not match its reference.
///
/// --- Tests/ExampleAppTests/__Snapshots__/LoginViewTests/long%20error@w24.txt
/// +++ rendered now
/// …
/// ```
public func expectSnapshot(
    of view: some View,
    named name: String,
    width: Int = SnapshotKey.defaultWidth,
    style: RenderStyle = SnapshotKey.defaultStyle,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let key = SnapshotKey(screen: testFileName(fileID: fileID), state: name, width: width, style: style)
    checkSnapshot(view.render(width: width, style: style), key: key, at: location)
}
