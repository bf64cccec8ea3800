import PreviewCatalog
/// Part `index` of `count`: a deterministic split of any list so `count` machines each take a
/// part, the parts never overlap, and together they are the whole list.
///
/// Part i takes the items at positions i-1, i-1+n, i-1+2n, … (round robin), which keeps parts
/// within one item of each other in size. The lists it splits are in a fixed order — screen
/// states in catalog order, orphaned files sorted by path — so every machine agrees.
///
/// ```swift
/// Shard(parsing: "2/3")?.part(of: Array(1...7))   // [2, 5]
/// ```
package struct Shard: Sendable, Equatable {
    /// 1-based part number.
    package let index: Int
    package let count: Int

    /// The whole list: `1/1`.
    package static let whole = Shard(index: 1, count: 1)

    private init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `i/n` with whole numbers 1 ≤ i ≤ n; `nil` for anything else (`0/2`, `3/2`, `x/y`, `1/`).
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }),
              let index = Int(parts[0]), let count = Int(parts[1]),
              index >= 1, index <= count else { return nil }
        self.init(index: index, count: count)
    }

    /// The items this part takes, in order.
    package func part<Item>(of items: [Item]) -> [Item] {
        items.enumerated().filter { takes(position: $0.offset) }.map(\.element)
    }

    /// Whether this part takes the item at 0-based `position`.
    package func takes(position: Int) -> Bool {
        position % count == index - 1
    }
}
