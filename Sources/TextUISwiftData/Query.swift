import Foundation
import TextUI

/// The models of a type a view lists, read from the ``ModelContext`` of the nearest
/// `.modelContainer(…)` above it, filtered and sorted as asked; read again each time the view
/// draws, so an insert shows at the next draw.
///
/// ```swift
/// struct TripList: View {
///     @Query(sort: \Trip.name) private var trips: [Trip]
///     var body: some View {
///         List(trips) { Text($0.name) }
///     }
/// }
/// ```
///
/// With a container holding trips named Rome and Kyoto, the list draws `Kyoto` above `Rome`.
///
/// SwiftData: @MainActor @preconcurrency struct Query<Element, Result> where Element : PersistentModel
@MainActor @preconcurrency @propertyWrapper
public struct Query<Element, Result>: DynamicProperty where Element: PersistentModel {
    @Environment(\.modelContext) private var context
    private var descriptor: FetchDescriptor<Element>
    private let shape: ([Element]) -> Result

    /// The models, fetched now; none when the fetch fails (see ``fetchError``).
    ///
    /// SwiftData: var wrappedValue: Result { get }
    public var wrappedValue: Result {
        shape((try? context.fetch(descriptor)) ?? [])
    }

    /// A query of every model of its type, in the order they were inserted: what `@Query var
    /// trips: [Trip]` makes. (Declared here rather than beside the other initializers: a
    /// property wrapper's property with no arguments is made with an `init()` of the type itself.)
    ///
    /// SwiftData: @MainActor @preconcurrency init() where Result == [Element]
    public init() where Result == [Element] {
        descriptor = FetchDescriptor()
        shape = { $0 }
    }

    /// The context the query reads.
    ///
    /// SwiftData: var modelContext: ModelContext { get }
    public var modelContext: ModelContext { context }

    /// Why the last fetch failed (a predicate that threw), or `nil`.
    ///
    /// SwiftData: var fetchError: (any Error)? { get }
    public var fetchError: (any Error)? {
        do {
            _ = try context.fetch(descriptor)
            return nil
        } catch {
            return error
        }
    }
}

extension Query where Result == [Element] {
    /// A query of what `descriptor` describes.
    ///
    /// SwiftData: @MainActor @preconcurrency init(_ descriptor: FetchDescriptor<Element>, animation: Animation) where Result == [Element]
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init()
        self.descriptor = descriptor
    }

    /// A query of what `descriptor` describes.
    ///
    /// SwiftData: @MainActor @preconcurrency init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) where Result == [Element]
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor, animation: .default)
    }

    /// A query of the models `filter` keeps (all of them without one), sorted by `descriptors`.
    ///
    /// SwiftData: @MainActor @preconcurrency init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) where Result == [Element]
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    /// A query of the models `filter` keeps (all of them without one), sorted by `descriptors`:
    /// what `@Query var trips: [Trip]` makes.
    ///
    /// SwiftData: @MainActor @preconcurrency init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) where Result == [Element]
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: .default)
    }

    /// A query sorted by one property.
    ///
    /// SwiftData: @MainActor @preconcurrency init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation) where Result == [Element], Value : Comparable
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation) {
        self.init(filter: filter, sort: [SortDescriptor(sendable(keyPath), order: order)], animation: animation)
    }

    /// A query sorted by one property.
    ///
    /// SwiftData: @MainActor @preconcurrency init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, transaction: Transaction? = nil) where Result == [Element], Value : Comparable
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(filter: filter, sort: [SortDescriptor(sendable(keyPath), order: order)], animation: .default)
    }

    /// A query sorted by one optional property (`nil` first going forward).
    ///
    /// SwiftData: @MainActor @preconcurrency init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation) where Result == [Element], Value : Comparable
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation) {
        self.init(filter: filter, sort: [SortDescriptor(sendable(keyPath), order: order)], animation: animation)
    }

    /// A query sorted by one optional property (`nil` first going forward).
    ///
    /// SwiftData: @MainActor @preconcurrency init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, transaction: Transaction? = nil) where Result == [Element], Value : Comparable
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(filter: filter, sort: [SortDescriptor(sendable(keyPath), order: order)], animation: .default)
    }
}

/// `keyPath` as Foundation's `SortDescriptor` takes it. SwiftData's query takes a plain key path
/// where Foundation insists on a sendable one; a property's key path (`\Trip.name`) captures
/// nothing, so it is one in fact, and the two types are the same reference.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (KeyPath<Root, Value> & Sendable).self)
}

/// The context a view reads and writes models through.
private struct ModelContextKey: EnvironmentKey {
    /// Outside any `.modelContainer(…)`: a context of a new, empty container, so reads find
    /// nothing and inserts are kept by no one.
    static var defaultValue: ModelContext {
        ModelContext(ModelContainer(schema: Schema(typeNames: []), configurations: []))
    }
}

extension EnvironmentValues {
    /// The context `@Query` reads and a view inserts into: the main context of the nearest
    /// `.modelContainer(…)`.
    ///
    /// SwiftData: var modelContext: ModelContext { get set }
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}
