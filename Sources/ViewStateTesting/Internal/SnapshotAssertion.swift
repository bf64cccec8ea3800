import Foundation
import PreviewCatalog

/// The one path every snapshot assertion takes: pick the record mode and directory from the
/// scoped settings and the environment, compare (and maybe record), report any failure at
/// the caller.
func checkSnapshot(
    _ rendered: String, key: SnapshotKey, folder: SnapshotFolder = .previews, at location: CallerLocation
) {
    let settings = SnapshotSettings.current
    let choice: RecordModeChoice
    switch settings.recordModeChoice {
    case .success(let resolved):
        choice = resolved
    case .failure(let invalid):
        reportFailure(invalid.description, at: location)
        return
    }
    let store = settings.directoryStore ?? DefaultSnapshotStores.store(filePath: location.filePath, folder: folder)
    let outcome = SnapshotOutcome.check(rendered, key: key, store: store, mode: choice.mode)
    // A match, the common case, reports nothing: the paths and names a message shows are
    // built only for a failure.
    if case .matched = outcome { return }
    let context = SnapshotContext(
        key: key,
        fileURL: store.fileURL(for: key),
        rendered: rendered,
        choice: choice,
        testFilter: currentTestFilter(fileID: location.fileID)
    )
    if let message = outcome.failureMessage(context) {
        reportFailure(message, at: location)
    }
}

/// Which folder beside the test file holds a kind of reference.
///
/// Preview states live in `__Snapshots__`, the directory `preview record` / `check` own, where
/// any file no state produces is an orphan. Snapshots of loose views live apart, in
/// `__ViewSnapshots__`, so `check` never mistakes them for a deleted screen's files.
enum SnapshotFolder: String {
    case previews = "__Snapshots__"
    case views = "__ViewSnapshots__"
}

/// The `folder` in the folder of the test file at `filePath`.
func defaultSnapshotDirectory(filePath: StaticString, folder: SnapshotFolder = .previews) -> URL {
    URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent(folder.rawValue)
}

/// The test file's name without `.swift`, from a `#fileID` such as `ExampleAppTests/LoginViewTests.swift`.
func testFileName(fileID: String) -> String {
    let utf8 = fileID.utf8
    let start = utf8.lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
    let file = String(fileID[start...])
    return file.hasSuffix(".swift") ? String(file.utf8.dropLast(6))! : file
}
