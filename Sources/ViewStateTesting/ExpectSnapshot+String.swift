import PreviewCatalog
import TextSnapshots
import TextUI

/// Checks text you rendered yourself against a reference snapshot named `name`.
///
/// For output that does not come from a TextUI view: a report, a table, a log, a CLI's
/// `--help`. The reference is `__ViewSnapshots__/<test file>/<name>.txt` beside the test file,
/// as for ``expectSnapshot(of:named:width:style:fileID:filePath:line:column:)`` on a view, so
/// `expectSnapshot(of: receipt, named: "receipt")` in `ReceiptTests.swift` compares with
/// `__ViewSnapshots__/ReceiptTests/receipt.txt`. The file holds the text followed by one
/// newline. Record modes and messages are those of every snapshot assertion. The text is
/// compared and written as the one output rule makes it (``TextUI/safeForOutput(_:keepsLineBreaks:)``):
/// an escape sequence in it is recorded as `␛[31m`, never raw.
///
/// ```swift
/// @Test func receiptListsEveryItem() {
///     let receipt = ["りんご  ¥120", "みかん  ¥80", "合計    ¥200"].joined(separator: "\n")
///     expectSnapshot(of: receipt, named: "receipt")
/// }
/// ```
/// ```text
/// Snapshot ReceiptTests/receipt does not match its reference.
///
/// --- Tests/AppTests/__ViewSnapshots__/ReceiptTests/receipt.txt
/// +++ rendered now
/// @@ -1,3 +1,3 @@
///  りんご  ¥120
/// -みかん  ¥90
/// +みかん  ¥80
///  合計    ¥200
///
/// If the new rendering is right, record it and commit the file:
///     VIEWSTATE_RECORD=failed swift test --filter ReceiptTests/receiptListsEveryItem
/// ```
public func expectSnapshot(
    of text: String,
    named name: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let key = SnapshotKey(screen: testFileName(fileID: fileID), state: name)
    checkSnapshot(safeForOutput(text), key: key, folder: .views, at: location)
}
