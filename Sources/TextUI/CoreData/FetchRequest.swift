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
/// `Dune` above `Emma`. Sort descriptors are not applied (Linux's Foundation cannot read a
/// property by its key): objects come in the order they were inserted. Outside any
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
        FetchedResults(objects: (try? context.fetch(request)) ?? [])
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
}

/// The objects a ``FetchRequest`` found, as a collection: `List(books) { … }`, `books.count`.
///
/// SwiftUI: @MainActor @preconcurrency struct FetchedResults<Result> where Result : NSFetchRequestResult
public struct FetchedResults<Result>: RandomAccessCollection where Result: NSFetchRequestResult {
    private let objects: [Result]

    init(objects: [Result]) {
        self.objects = objects
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
