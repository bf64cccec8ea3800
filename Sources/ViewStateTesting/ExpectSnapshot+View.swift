import PreviewCatalog
import TextUI
import TextSnapshots

/// Checks any TextUI view against a reference snapshot named `name`.
///
/// The reference is `Tests/__ViewSnapshots__/<test file>/<name>.txt` at the root of the test
/// file's package (the nearest folder above it holding `Package.swift`), so
/// `expectSnapshot(of: …, named: "narrow")` in `LoginViewTests.swift` compares with
/// `Tests/__ViewSnapshots__/LoginViewTests/narrow.txt`. Preview states live in
/// `Tests/__Snapshots__`, which `preview check` owns; keeping views apart means `check` never
/// takes them for orphans. Both folders sit outside every target folder, so SwiftPM needs no
/// `exclude:`. Record modes and messages are those of the preview-state assertion.
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
/// --- Tests/__ViewSnapshots__/LoginViewTests/long error@w24.txt
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
@MainActor
public func expectSnapshot(
    of view: some View,
    named name: String,
    width: Int = SnapshotKey.defaultWidth,
    style: RenderStyle = .unicode,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let key = SnapshotKey(screen: testFileName(fileID: fileID), state: name, width: width, style: SnapshotStyle(style))
    checkSnapshot(view.render(width: width, style: style), key: key, folder: .views, at: location)
}
