import Foundation
import PreviewCatalog
import TextSnapshots
import ViewStateKit

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
        testFilter: currentTestFilter(fileID: location.fileID, function: location.function)
    )
    if let message = outcome.failureMessage(context) {
        reportFailure(message, at: location)
    }
}

/// Which folder of the package holds a kind of reference.
///
/// Preview states live in `Tests/__Snapshots__`, the directory `preview record` / `check` own,
/// where any file no state produces is an orphan. Snapshots of loose views live apart, in
/// `Tests/__ViewSnapshots__`, so `check` never mistakes them for a deleted screen's files.
enum SnapshotFolder: String {
    case previews = "Tests/__Snapshots__"
    case views = "Tests/__ViewSnapshots__"
}

/// `folder` at the root of the package the test file at `filePath` is in: the nearest folder
/// above it holding `Package.swift` (the way `PreviewEnvironment.current()` finds it from
/// `Previews/main.swift`), else the nearest above the current directory, else the test
/// file's folder.
func defaultSnapshotDirectory(filePath file: String, folder: SnapshotFolder = .previews) -> URL {
    let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let root = PackageRoot.locate(sourceFile: file, currentDirectory: currentDirectory)
        ?? URL(fileURLWithPath: file).deletingLastPathComponent()
    return root.appendingPathComponent(folder.rawValue)
}

/// The test file's name without `.swift`, from a `#fileID` such as `ExampleAppTests/LoginViewTests.swift`.
func testFileName(fileID: String) -> String {
    // A test file asserts many snapshots: the last answer is kept, since a debug build (how
    // tests run) finds it slowly byte by byte.
    if let known = lastTestFileName.withLock({ $0 }), known.fileID == fileID { return known.name }
    let name = testFileName(finding: fileID)
    lastTestFileName.withLock { $0 = (fileID, name) }
    return name
}

private let lastTestFileName = LockedValue<(fileID: String, name: String)?>(nil)

private func testFileName(finding fileID: String) -> String {
    var fileID = fileID
    return fileID.withUTF8 { bytes in
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "/") { start = index + 1 }
        let suffix = Array(".swift".utf8)
        var end = bytes.count
        if end - start >= suffix.count, Array(bytes[(end - suffix.count)...]) == suffix { end -= suffix.count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
