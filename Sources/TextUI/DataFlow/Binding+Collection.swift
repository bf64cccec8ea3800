// A binding to a collection is a collection of bindings to its elements, so
// `ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }` edits each element.

extension Binding: Sequence where Value: MutableCollection {
    /// SwiftUI: Binding.Element
    public typealias Element = Binding<Value.Element>
    /// SwiftUI: Binding.Iterator
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// SwiftUI: Binding.SubSequence
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// SwiftUI: Binding.Index
    public typealias Index = Value.Index
    /// SwiftUI: Binding.Indices
    public typealias Indices = Value.Indices

    /// SwiftUI: Binding.startIndex
    public var startIndex: Index { wrappedValue.startIndex }
    /// SwiftUI: Binding.endIndex
    public var endIndex: Index { wrappedValue.endIndex }
    /// SwiftUI: Binding.indices
    public var indices: Indices { wrappedValue.indices }

    /// SwiftUI: Binding.index(after:)
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// SwiftUI: Binding.formIndex(after:)
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`.
    ///
    /// SwiftUI: Binding.subscript(_:)
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.wrappedValue[position] },
            set: { self.wrappedValue[position] = $0 }
        )
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// SwiftUI: Binding.index(before:)
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

    /// SwiftUI: Binding.formIndex(before:)
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
