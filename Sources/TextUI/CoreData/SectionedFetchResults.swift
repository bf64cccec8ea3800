import Foundation

/// The sections a ``SectionedFetchRequest`` found, as a collection: `List(days) { day in … }`.
///
/// SwiftUI: @MainActor @preconcurrency struct SectionedFetchResults<SectionIdentifier, Result> where SectionIdentifier : Hashable, Result : NSFetchRequestResult
public struct SectionedFetchResults<SectionIdentifier, Result>: RandomAccessCollection where SectionIdentifier: Hashable, Result: NSFetchRequestResult {
    private let sections: [Section]
    private let request: NSFetchRequest<Result>
    private let section: SectionedFetchRequest<SectionIdentifier, Result>.SectionKey

    init(objects: [Result], request: NSFetchRequest<Result>, section: SectionedFetchRequest<SectionIdentifier, Result>.SectionKey) {
        self.request = request
        self.section = section
        var sections: [Section] = []
        for object in objects {
            let id = object[keyPath: section.keyPath]
            if sections.last?.id == id {
                sections[sections.count - 1].objects.append(object)
            } else {
                sections.append(Section(id: id, objects: [object]))
            }
        }
        self.sections = sections
    }

    /// The objects that share one section identifier.
    ///
    /// SwiftUI: @MainActor @preconcurrency struct Section
    public struct Section: Identifiable, RandomAccessCollection {
        /// The identifier the section's objects share.
        ///
        /// SwiftUI: @MainActor @preconcurrency let id: SectionIdentifier
        public let id: SectionIdentifier
        fileprivate(set) var objects: [Result]

        /// SwiftUI: @MainActor @preconcurrency var startIndex: Int { get }
        public var startIndex: Int { objects.startIndex }
        /// SwiftUI: @MainActor @preconcurrency var endIndex: Int { get }
        public var endIndex: Int { objects.endIndex }
        /// SwiftUI: @MainActor @preconcurrency subscript(position: Int) -> Result { get }
        public subscript(position: Int) -> Result { objects[position] }
    }

    /// SwiftUI: nonisolated var startIndex: Int { get }
    public var startIndex: Int { sections.startIndex }
    /// SwiftUI: nonisolated var endIndex: Int { get }
    public var endIndex: Int { sections.endIndex }
    /// SwiftUI: nonisolated subscript(position: Int) -> SectionedFetchResults<SectionIdentifier, Result>.Section { get }
    public subscript(position: Int) -> Section { sections[position] }

    /// The key path that cuts the sections; setting it changes the next drawing's sections.
    ///
    /// SwiftUI: @MainActor @preconcurrency var sectionIdentifier: KeyPath<Result, SectionIdentifier> { get nonmutating set }
    public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
        get { section.keyPath }
        nonmutating set { section.keyPath = newValue }
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
}

extension SectionedFetchResults where Result: NSManagedObject {
    /// The request's sort descriptors as value types; setting them changes the next drawing's
    /// order.
    ///
    /// SwiftUI: @MainActor @preconcurrency var sortDescriptors: [SortDescriptor<Result>] { get nonmutating set }
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { request.valueSortDescriptors }
        nonmutating set { request.valueSortDescriptors = newValue }
    }
}
