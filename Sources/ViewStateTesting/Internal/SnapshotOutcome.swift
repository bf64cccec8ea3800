import Foundation
import PreviewCatalog
import TextSnapshots
import TextUI

/// What checking one rendering against its reference file found, and did.
enum SnapshotOutcome: Equatable {
    /// The reference holds exactly the rendering (or `.all` rewrote it with the same text).
    case matched
    /// The reference holds other text; nothing was written.
    case differs(reference: String)
    /// There is no reference, and the record mode does not allow writing one.
    case missing
    /// There was no reference; now there is.
    case recordedNew
    /// The reference held other text (`nil`: it could not be read); now it holds the rendering.
    case rerecorded(previous: String?)
    /// The reference could not be read, and the record mode does not allow replacing it.
    case unreadable(reason: String)
    /// Writing the reference failed.
    case writeFailed(reason: String)
    /// There is no reference under today's name but one under the old percent-encoded name
    /// (`wrong%20password.txt`, relative to the store), and the record mode does not allow
    /// renaming it.
    case oldName(String)

    /// Compares `rendered` with the reference for `key` in `store`, writing it when `mode` says to.
    static func check(_ rendered: String, key: SnapshotKey, store: SnapshotStore, mode: SnapshotRecordMode) -> Self {
        var reference: String?
        do {
            reference = try store.read(key)
            if reference == nil, let old = SnapshotMigration.oldFile(for: key, in: store) {
                guard mode != .never else { return .oldName(old) }
                try SnapshotMigration.rename(old, to: key, in: store)
                reference = try store.read(key)
            }
        } catch {
            guard mode == .failed || mode == .all else {
                return .unreadable(reason: reason(for: error, at: store.fileURL(for: key)))
            }
            return replaceUnreadable(with: rendered, key: key, store: store)
        }
        // A reference that differs only in line endings (git's autocrlf) is the same text.
        reference = reference.map { LineEndings.reconciled($0, with: rendered) }
        if mode == .all { return record(rendered, key: key, store: store, previous: reference) }
        guard let reference else {
            return mode == .never ? .missing : record(rendered, key: key, store: store, previous: nil)
        }
        if reference == rendered { return .matched }
        guard mode == .failed else { return .differs(reference: reference) }
        return record(rendered, key: key, store: store, previous: reference)
    }

    private static func record(_ rendered: String, key: SnapshotKey, store: SnapshotStore, previous: String?) -> Self {
        do {
            switch try store.write(safeForOutput(rendered), for: key) {
            case .unchanged: return .matched
            case .new: return .recordedNew
            case .changed: return .rerecorded(previous: previous)
            }
        } catch {
            return .writeFailed(reason: reason(for: error, at: store.fileURL(for: key)))
        }
    }

    /// `SnapshotStore.write` reads the old file first, so one that is not UTF-8 goes before writing.
    private static func replaceUnreadable(with rendered: String, key: SnapshotKey, store: SnapshotStore) -> Self {
        do {
            try FileManager.default.removeItem(at: store.fileURL(for: key))
            try store.write(safeForOutput(rendered), for: key)
            return .rerecorded(previous: nil)
        } catch {
            return .writeFailed(reason: reason(for: error, at: store.fileURL(for: key)))
        }
    }

    private static func reason(for error: any Error, at url: URL) -> String {
        if case SnapshotStoreError.notUTF8 = error { return "\(displayPath(url)) is not UTF-8 text" }
        if error is SnapshotStoreError { return ErrorWords.of(error) }
        return "\(displayPath(url)): \(ErrorWords.of(error))"
    }
}
