import Foundation

/// The managed objects a view lists in sections, fetched from the `managedObjectContext` of its
/// environment each time it draws: the objects in the request's order, cut into a section
/// wherever the section identifier changes (so the sort descriptors put each section's objects
/// together, as Core Data expects).
///
/// ```swift
/// @SectionedFetchRequest(sectionIdentifier: \Task.day, sortDescriptors: [SortDescriptor(\.day)])
/// private var days: SectionedFetchResults<String, Task>
///
/// List(days) { day in
///     Section(day.id) { ForEach(day) { Text($0.title) } }
/// }
/// ```
///
/// SwiftUI: @MainActor @propertyWrapper @preconcurrency struct SectionedFetchRequest<SectionIdentifier, Result> where SectionIdentifier : Hashable, Result : NSFetchRequestResult
@MainActor @preconcurrency @propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier, Result>: DynamicProperty where SectionIdentifier: Hashable, Result: NSFetchRequestResult {
    @Environment(\.managedObjectContext) private var context
    private let request: NSFetchRequest<Result>
    private let section: SectionKey

    /// The section identifier's key path, in a box the results can point elsewhere.
    final class SectionKey {
        var keyPath: KeyPath<Result, SectionIdentifier>
        init(_ keyPath: KeyPath<Result, SectionIdentifier>) { self.keyPath = keyPath }
    }

    /// The sections the request finds now; none when the fetch fails.
    ///
    /// SwiftUI: @MainActor @preconcurrency var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> { get }
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        SectionedFetchResults(objects: (try? context.fetch(request)) ?? [], request: request, section: section)
    }

    /// Sections of what `fetchRequest` finds, cut by `sectionIdentifier`.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil)
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        request = fetchRequest
        section = SectionKey(sectionIdentifier)
    }

    /// Sections of what `fetchRequest` finds, cut by `sectionIdentifier`.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, transaction: Transaction)
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest, sectionIdentifier: sectionIdentifier)
    }

    /// Sections of the objects of `entity` that `predicate` keeps.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil)
    public init(entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier)
    }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    /// Sections of the objects of `Result`'s entity that `predicate` keeps.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil)
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    /// Sections of the objects of `Result`'s entity that `predicate` keeps, in the order the
    /// value-type sort descriptors give.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil)
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sectionIdentifier: sectionIdentifier, sortDescriptors: [], predicate: predicate, animation: animation)
        request.valueSortDescriptors = sortDescriptors
    }
}
