import Foundation
import TextUI

/// Where a screen inserts, deletes and fetches its models: here, in memory, in the order they
/// were inserted. A preview fills its container's ``ModelContainer/mainContext``; every
/// `@Query` below `.modelContainer(container)` reads from it.
///
/// ```swift
/// let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// container.mainContext.insert(Trip(name: "Kyoto"))
/// try container.mainContext.fetch(FetchDescriptor<Trip>()).map(\.name)   // ["Kyoto"]
/// ```
///
/// SwiftData: class ModelContext
public final class ModelContext {
    /// Which context each inserted model is in, and which were deleted.
    static let registry = Registry()

    /// The container the context belongs to.
    ///
    /// SwiftData: var container: ModelContainer { get }
    public let container: ModelContainer

    /// Whether changes are saved as they happen: accepted; every change is kept in memory.
    ///
    /// SwiftData: var autosaveEnabled: Bool { get set }
    public var autosaveEnabled = true

    private var models: [any PersistentModel] = []
    private var changed = false

    /// A context of `container`.
    ///
    /// SwiftData: init(_ container: ModelContainer)
    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// Whether something was inserted or deleted since the last ``save()``.
    ///
    /// SwiftData: var hasChanges: Bool { get }
    public var hasChanges: Bool { changed }

    /// Adds `model`, after the models inserted before it; inserting it again changes nothing.
    ///
    /// SwiftData: func insert<T>(_ model: T) where T : PersistentModel
    public func insert<T>(_ model: T) where T: PersistentModel {
        guard !models.contains(where: { $0 === model }) else { return }
        models.append(model)
        changed = true
        Self.registry.insert(model, into: self)
    }

    /// Removes `model`.
    ///
    /// SwiftData: func delete<T>(_ model: T) where T : PersistentModel
    public func delete<T>(_ model: T) where T: PersistentModel {
        guard let index = models.firstIndex(where: { $0 === model }) else { return }
        models.remove(at: index)
        changed = true
        Self.registry.delete(model)
    }

    /// Removes every model of `model`'s type that `predicate` keeps (all of them without one).
    ///
    /// SwiftData: func delete<T>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws where T : PersistentModel
    public func delete<T>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws where T: PersistentModel {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }

    /// The models of type `T` the descriptor keeps, in its sort order (insertion order where it
    /// has none or they tie), after its offset and up to its limit.
    ///
    /// SwiftData: func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] where T : PersistentModel
    public func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] where T: PersistentModel {
        var found = models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            found = try found.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            found.sort(using: descriptor.sortBy)
        }
        let start = min(found.count, max(0, descriptor.fetchOffset ?? 0))
        let end = descriptor.fetchLimit.map { min(found.count, start + max(0, $0)) } ?? found.count
        return Array(found[start..<end])
    }

    /// How many models ``fetch(_:)`` would return.
    ///
    /// SwiftData: func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int where T : PersistentModel
    public func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int where T: PersistentModel {
        try fetch(descriptor).count
    }

    /// Keeps the changes: nothing to write, as the models live in memory.
    ///
    /// SwiftData: func save() throws
    public func save() throws { changed = false }

    /// Forgets that anything changed since the last save (the models stay as they are).
    ///
    /// SwiftData: func rollback()
    public func rollback() { changed = false }

    /// Runs `block`, then saves.
    ///
    /// SwiftData: func transaction(block: () throws -> Void) throws
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Nothing to do: every change is seen at once.
    ///
    /// SwiftData: func processPendingChanges()
    public func processPendingChanges() {}
}

extension ModelContext {
    /// Which context each inserted model is in, and which were deleted, by instance. Contexts
    /// are used from any thread, as SwiftData's are, so the table is behind a lock.
    final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var contexts: [ObjectIdentifier: (model: Weak, context: WeakContext)] = [:]
        private var deleted: [ObjectIdentifier: Weak] = [:]

        func insert(_ model: AnyObject, into context: ModelContext) {
            lock.withLock {
                contexts[ObjectIdentifier(model)] = (Weak(model), WeakContext(context))
                deleted[ObjectIdentifier(model)] = nil
            }
        }

        func delete(_ model: AnyObject) {
            lock.withLock {
                contexts[ObjectIdentifier(model)] = nil
                deleted[ObjectIdentifier(model)] = Weak(model)
            }
        }

        func context(of model: AnyObject) -> ModelContext? {
            lock.withLock {
                guard let entry = contexts[ObjectIdentifier(model)], entry.model.object === model else { return nil }
                return entry.context.context
            }
        }

        func isDeleted(_ model: AnyObject) -> Bool {
            lock.withLock { deleted[ObjectIdentifier(model)]?.object === model }
        }
    }

    /// A context the registry names without keeping it alive.
    struct WeakContext {
        weak var context: ModelContext?
        init(_ context: ModelContext) { self.context = context }
    }
}

/// What to fetch: a predicate, a sort order, and how many.
///
/// SwiftData: struct FetchDescriptor<T> where T : PersistentModel
public struct FetchDescriptor<T> where T: PersistentModel {
    /// Which models to keep; all of them when `nil`.
    ///
    /// SwiftData: var predicate: Predicate<T>?
    public var predicate: Predicate<T>?
    /// The order of the results.
    ///
    /// SwiftData: var sortBy: [SortDescriptor<T>]
    public var sortBy: [SortDescriptor<T>]
    /// At most this many results.
    ///
    /// SwiftData: var fetchLimit: Int?
    public var fetchLimit: Int?
    /// How many results to skip first.
    ///
    /// SwiftData: var fetchOffset: Int?
    public var fetchOffset: Int?
    /// Whether unsaved changes count: they always do here.
    ///
    /// SwiftData: var includePendingChanges: Bool
    public var includePendingChanges = true
    /// The properties to load: every property is loaded here.
    ///
    /// SwiftData: var propertiesToFetch: [PartialKeyPath<T>]
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to load with the results: every one is loaded here.
    ///
    /// SwiftData: var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>]
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor keeping what `predicate` keeps, sorted by `sortBy`.
    ///
    /// SwiftData: init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = [])
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
