import PreviewCatalog
import TextUI

/// Checks every state of a screen's previews against its reference snapshot, in the order the
/// previews list them. Each state that differs fails on its own, naming the state, so one
/// test covers the screen and a state added to the previews is covered the day it is added.
///
/// ```swift
/// @Test func everyLoginState() async {
///     await expectSnapshots(of: LoginPreviews.self)
/// }
/// ```
///
/// Each failure reads as ``expectSnapshot(of:state:width:style:timeout:fileID:filePath:line:column:function:)``'s
/// does (a stuck scenario fails after `timeout` and the next state is checked); a new state's first run records its reference and says so:
///
/// ```text
/// Recorded a new reference for Login/locked at Tests/__Snapshots__/Login/locked.txt; check it, commit it, and run the test again.
/// ```
@MainActor
public func expectSnapshots<Previews: ScreenPreviews>(
    of previews: Previews.Type,
    width: Int = SnapshotKey.defaultWidth,
    style: RenderStyle = SnapshotKey.defaultStyle,
    timeout: Duration? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let states = Previews.states
    guard !states.isEmpty else {
        reportFailure("\(Previews.screenName) has no preview states to snapshot.", at: location)
        return
    }
    for state in states {
        await checkPreviewState(state, of: previews, width: width, style: style, timeout: timeout, at: location)
    }
}
