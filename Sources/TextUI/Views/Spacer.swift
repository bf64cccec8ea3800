/// Empty room that grows along its stack: in an `HStack` it takes the width the others leave;
/// in a `VStack` it takes `minLength` empty rows, and more when the stack is given a height.
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
    let minLength: Int

    /// SwiftUI: Spacer.init(minLength: CGFloat? = nil) (here an Int of cells, 0 by default)
    public init(minLength: Int = 0) {
        self.minLength = max(0, minLength)
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("Spacer has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        SpacerNode(minLength: minLength, axis: context.stackAxis)
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
