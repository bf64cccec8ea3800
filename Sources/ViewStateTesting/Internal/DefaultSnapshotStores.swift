import PreviewCatalog
import ViewStateKit
import TextSnapshots

/// The snapshot store of each test file's package, made on the first assertion in that file
/// and kept for the run: finding the package root (a walk up the folders to `Package.swift`)
/// costs more than a matching assertion's whole comparison.
enum DefaultSnapshotStores {
    private static let stores = LockedValue<[String: SnapshotStore]>([:])

    /// The store for the references of `folder`'s kind that belong to the test file at `filePath`.
    static func store(filePath: StaticString, folder: SnapshotFolder) -> SnapshotStore {
        let key = folder.rawValue + ":" + "\(filePath)"
        if let store = stores.withLock({ $0[key] }) { return store }
        let store = SnapshotStore(directory: defaultSnapshotDirectory(filePath: "\(filePath)", folder: folder))
        stores.withLock { $0[key] = store }
        return store
    }
}
