import Foundation

/// The managed objects a view lists, fetched from the `managedObjectContext` of its environment
/// each time it draws, so what a preview inserts shows at the next draw.
///
/// ```swift
/// struct Shelf: View {
///     @FetchRequest(sortDescriptors: []) private var books: FetchedResults<Book>
///     var body: some View {
///         List(books) { Text($0.title) }
///     }
/// }
/// ```
///
/// With a context holding books titled Dune and Emma, inserted in that order, the list draws
/// `Dune` above `Emma`; with `[SortDescriptor(\.title, order: .reverse)]`, `Emma` above `Dune`.
/// Objects the sort descriptors rank the same come in the order they were inserted. Outside any
/// `.environment(\.managedObjectContext, …)` the context is empty, and so is the list.
///
/// SwiftUI: @MainActor @propertyWrapper @preconcurrency struct FetchRequest<Result> where Result : NSFetchRequestResult
@MainActor @preconcurrency @propertyWrapper
public struct FetchRequest<Result>: DynamicProperty where Result: NSFetchRequestResult {
    @Environment(\.managedObjectContext) private var context
    private let request: NSFetchRequest<Result>

    /// The objects the request finds now; none when the fetch fails.
    ///
    /// SwiftUI: @MainActor @preconcurrency var wrappedValue: FetchedResults<Result> { get }
    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(objects: (try? context.fetch(request)) ?? [], request: request)
    }

    /// A request `fetchRequest` describes.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil)
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
    }

    /// A request `fetchRequest` describes.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction)
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        request = fetchRequest
    }

    /// A request for the objects of `entity` that `predicate` keeps.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil)
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.request = request
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// A request for the objects of `Result`'s entity that `predicate` keeps.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil)
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    /// A request for the objects of `Result`'s entity that `predicate` keeps, in the order the
    /// value-type sort descriptors give: `@FetchRequest(sortDescriptors: [SortDescriptor(\.date,
    /// order: .reverse)])`.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil)
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: [], predicate: predicate, animation: animation)
        request.valueSortDescriptors = sortDescriptors
    }
}

extension NSFetchRequest where ResultType: NSManagedObject {
    /// The request's order as value-type sort descriptors, kept beside the `NSSortDescriptor`s
    /// that carry it out (Linux's Foundation makes none from a `SortDescriptor`).
    var valueSortDescriptors: [SortDescriptor<ResultType>] {
        get { sortDescriptorValues as? [SortDescriptor<ResultType>] ?? [] }
        set {
            sortDescriptorValues = newValue
            sortDescriptors = newValue.map { descriptor in
                // The identity key path hands the comparator the objects themselves.
                NSSortDescriptor(keyPath: \NSObject.self, ascending: true) { lhs, rhs in
                    guard let lhs = lhs as? ResultType, let rhs = rhs as? ResultType else { return .orderedSame }
                    return descriptor.compare(lhs, rhs)
                }
            }
        }
    }
}

/// The objects a ``FetchRequest`` found, as a collection: `List(books) { … }`, `books.count`.
///
/// SwiftUI: @MainActor @preconcurrency struct FetchedResults<Result> where Result : NSFetchRequestResult
public struct FetchedResults<Result>: RandomAccessCollection where Result: NSFetchRequestResult {
    private let objects: [Result]
    private let request: NSFetchRequest<Result>

    init(objects: [Result], request: NSFetchRequest<Result>) {
        self.objects = objects
        self.request = request
    }

    /// The request's predicate; setting it changes what the next drawing lists.
    ///
    /// SwiftUI: @MainActor @preconcurrency var nsPredicate: NSPredicate? { get nonmutating set }
    public var nsPredicate: NSPredicate? {
        get { request.predicate }
        nonmutating set { request.predicate = newValue }
    }

    /// The request's sort descriptors; setting them changes the next drawing's order.
    ///
    /// SwiftUI: @MainActor @preconcurrency var nsSortDescriptors: [NSSortDescriptor] { get nonmutating set }
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { request.sortDescriptors ?? [] }
        nonmutating set { request.sortDescriptors = newValue }
    }

    /// SwiftUI: @MainActor @preconcurrency var startIndex: Int { get }
    public var startIndex: Int { objects.startIndex }
    /// SwiftUI: @MainActor @preconcurrency var endIndex: Int { get }
    public var endIndex: Int { objects.endIndex }
    /// SwiftUI: @MainActor @preconcurrency subscript(position: Int) -> Result { get }
    public subscript(position: Int) -> Result { objects[position] }
}

/// The context `@FetchRequest` reads and a view inserts into.
private struct ManagedObjectContextKey: EnvironmentKey {
    /// Outside any `.environment(\.managedObjectContext, …)`: a new, empty context, so fetches
    /// find nothing and inserts are kept by no one.
    static var defaultValue: NSManagedObjectContext { NSManagedObjectContext(.mainQueue) }
}

extension EnvironmentValues {
    /// The context `@FetchRequest` reads: the one the nearest
    /// `.environment(\.managedObjectContext, container.viewContext)` above gave.
    ///
    /// SwiftUI: var managedObjectContext: NSManagedObjectContext { get set }
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

extension FetchedResults where Result: NSManagedObject {
    /// The request's sort descriptors as value types; setting them changes the next drawing's
    /// order.
    ///
    /// SwiftUI: @MainActor @preconcurrency var sortDescriptors: [SortDescriptor<Result>] { get nonmutating set }
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { request.valueSortDescriptors }
        nonmutating set { request.valueSortDescriptors = newValue }
    }
}
