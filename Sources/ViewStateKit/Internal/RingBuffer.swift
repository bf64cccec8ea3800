/// The last `capacity` elements appended, oldest first. Once full, an append overwrites the
/// oldest element in place, so keeping a bounded history costs the same on the millionth
/// append as on the first (an array's `removeFirst` would shift every kept element).
///
/// ```swift
/// var buffer = RingBuffer<Int>(capacity: 2)
/// buffer.append(1)     // nil
/// buffer.append(2)     // nil
/// buffer.append(3)     // 1, pushed out
/// buffer.elements      // [2, 3]
/// ```
///
/// `ActionHistory` and `StateHistory` both keep their entries in one.
@usableFromInline
package struct RingBuffer<Element> {
    /// How many elements are kept; at least 1.
    @usableFromInline package let capacity: Int
    @usableFromInline var storage: [Element] = []
    /// Once full, the index of the oldest element: the next one to overwrite.
    @usableFromInline var oldest = 0

    @usableFromInline
    package init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
    }

    /// How many elements are kept now.
    package var count: Int { storage.count }

    /// The kept elements, oldest first.
    package var elements: [Element] {
        guard oldest > 0 else { return storage }
        return Array(storage[oldest...] + storage[..<oldest])
    }

    /// Appends `element`, returning the oldest element when the buffer was full and pushed it out.
    @inlinable
    @discardableResult
    package mutating func append(_ element: Element) -> Element? {
        guard storage.count == capacity else {
            storage.append(element)
            return nil
        }
        var pushedOut = element
        swap(&pushedOut, &storage[oldest])
        oldest = oldest + 1 == capacity ? 0 : oldest + 1
        return pushedOut
    }
}

extension RingBuffer: Sendable where Element: Sendable {}
