/// Empty room that grows along its stack: in an `HStack` it takes the width the others leave;
/// in a `VStack`, the rows a given height leaves. It never shrinks below `minLength`, in
/// points as SwiftUI's is and counted as a gap of ``View/padding(_:_:)`` is: `Spacer(minLength: 16)`
/// keeps two columns in an `HStack` and one row in a `VStack`; `nil` keeps none.
///
/// ```swift
/// HStack {
///     Text("合計")
///     Spacer()
///     Text("¥1,200")
/// }.render(width: 16)
/// ```
/// ```text
/// 合計      ¥1,200
/// ```
///
/// SwiftUI: @frozen struct Spacer
public struct Spacer: View, PrimitiveView, Sendable {
    /// SwiftUI: var minLength: CGFloat?
    public var minLength: CGFloat?

    /// SwiftUI: init(minLength: CGFloat? = nil)
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("Spacer has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let points = minLength ?? 0
        let axis = context.stackAxis
        let cells = axis == .horizontal ? Points.gapColumns(points) : Points.gapRows(points)
        return SpacerNode(minLength: cells, axis: axis)
    }
}

final class SpacerNode: LayoutNode {
    let minLength: Int
    let axis: StackAxis

    init(minLength: Int, axis: StackAxis) {
        self.minLength = minLength
        self.axis = axis
    }

    var fillsWidth: Bool { axis == .horizontal }
    var fillsHeight: Bool { axis == .vertical }

    func measure(proposedWidth: Int) -> Int {
        axis == .horizontal ? min(minLength, max(0, proposedWidth)) : 0
    }

    func draw(width: Int) -> [Line] {
        axis == .vertical ? Array(repeating: .empty, count: minLength) : []
    }

    func draw(width: Int, height: Int) -> [Line] {
        Array(repeating: .empty, count: max(0, height))
    }
}
