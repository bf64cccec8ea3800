/// A column of a ``LazyVGrid`` (or a row of a ``LazyHGrid``): a fixed size, a flexible share
/// of the room, or as many columns of at least a size as fit (adaptive). Sizes are in points
/// (8 a column).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.fixed(48)), GridItem(.flexible())], alignment: .leading) {
///     Text("Name"); Text("Aiko")
///     Text("Plan"); Text("Pro")
/// }.render(width: 16)
/// ```
/// ```text
/// Name   Aiko
/// Plan   Pro
/// ```
///
/// SwiftUI: GridItem
public struct GridItem: Sendable {
    /// SwiftUI: GridItem.size
    public var size: GridItem.Size
    /// SwiftUI: GridItem.spacing
    public var spacing: CGFloat?
    /// SwiftUI: GridItem.alignment
    public var alignment: Alignment?

    /// SwiftUI: GridItem.init(_:spacing:alignment:)
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// How wide a grid column is.
    ///
    /// SwiftUI: GridItem.Size
    public enum Size: Sendable {
        /// SwiftUI: GridItem.Size.fixed(_:)
        case fixed(CGFloat)
        /// SwiftUI: GridItem.Size.flexible(minimum:maximum:)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// SwiftUI: GridItem.Size.adaptive(minimum:maximum:)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
}

extension GridItem {
    /// The columns these items make in `width`: each column's width in cells, whether it
    /// grows, the gap after it, and its alignment. An adaptive item makes as many columns of
    /// its minimum as fit in the room the others leave.
    static func columns(_ items: [GridItem], width: Int) -> [(width: Int, grows: Bool, gap: Int, alignment: Alignment?)] {
        let width = max(0, width)
        let gaps = items.map { $0.spacing.map(Points.gapColumns) ?? 1 }
        var fixedWidth = 0
        for (item, gap) in zip(items, gaps) {
            switch item.size {
            case .fixed(let size): fixedWidth += Points.columns(size) + gap
            case .flexible(let minimum, _): fixedWidth += Points.columns(minimum) + gap
            case .adaptive: break
            }
        }
        var columns: [(width: Int, grows: Bool, gap: Int, alignment: Alignment?)] = []
        for (item, gap) in zip(items, gaps) {
            switch item.size {
            case .fixed(let size): columns.append((Points.columns(size), false, gap, item.alignment))
            case .flexible(let minimum, _): columns.append((Points.columns(minimum), true, gap, item.alignment))
            case .adaptive(let minimum, _):
                let least = max(1, Points.columns(minimum))
                let count = max(1, (width - fixedWidth + gap) / (least + gap))
                for _ in 0..<count { columns.append((least, true, gap, item.alignment)) }
            }
        }
        return columns
    }
}
