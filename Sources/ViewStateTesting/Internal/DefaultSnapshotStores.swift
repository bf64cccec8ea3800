import PreviewCatalog
import ViewStateKit

/// The snapshot store beside each test file, made on the first assertion in that file and
/// kept for the run: working the directory out and standardizing its URL cost more than a
/// matching assertion's whole comparison.
enum DefaultSnapshotStores {
    private static let stores = LockedValue<[String: SnapshotStore]>([:])

    /// The store for the references of `folder`'s kind that belong to the test file at `filePath`.
    static func store(filePath: StaticString, folder: SnapshotFolder) -> SnapshotStore {
        let key = folder.rawValue + ":" + "\(filePath)"
        if let store = stores.withLock({ $0[key] }) { return store }
        let store = SnapshotStore(directory: defaultSnapshotDirectory(filePath: filePath, folder: folder))
        stores.withLock { $0[key] = store }
        return store
    }
}
