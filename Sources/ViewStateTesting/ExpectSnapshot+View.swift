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
///     let message = "通信できませんでした。電波の良い所でもう一度お試しください。"
///     expectSnapshot(of: LoginView(state: .error(message)), named: "long error", width: 24)
/// }
/// ```
/// ```text
/// Snapshot LoginViewTests/long error @ 24 columns does not match its reference.
///
/// --- Tests/ExampleAppTests/__Snapshots__/LoginViewTests/long%20error@w24.txt
/// +++ rendered now
/// @@ -4,7 +4,7 @@
///  ドを入力してください。
///
///  ⚠ 通信できませんでした。
/// -電波の良いところでもう一度お
/// +電波の良い所でもう一度お
///  試しください。
///
///  [ もう一度試す ]
///
/// If the new rendering is right, record it and commit the file:
///     VIEWSTATE_RECORD=failed swift test --filter LoginViewTests/longMessageWrapsAtNarrowWidths
/// ```
///
/// `preview check` treats every default-width file in the directory it checks as a preview
/// state's; a test file there that snapshots views at 40 columns should keep them elsewhere
/// with ``withSnapshotDirectory(_:operation:)``.
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
