/// Shows that work is under way: a spinner mark and an optional label, or, given a value, a
/// bar across the width with the percentage done.
///
/// ```swift
/// ProgressView("ログイン中…")
/// ProgressView("ダウンロード", value: 0.4).render(width: 20)
/// ```
/// ```text
/// ⟳ ログイン中…
/// ```
/// ```text
/// ダウンロード
/// ██████░░░░░░░░░░ 40%
/// ```
/// The bar fills `value / total` of its columns, rounded down; values outside `0...total`
/// (and NaN) are clamped.
public struct ProgressView: View, PrimitiveView, Sendable {
    let label: String?
    let fraction: Double?

    /// An indeterminate spinner.
    public init(_ label: String? = nil) {
        self.label = label
        self.fraction = nil
    }

    /// A bar that is `value / total` full.
    public init(_ label: String? = nil, value: Double, total: Double = 1) {
        self.label = label
        let fraction = total > 0 ? value / total : 0
        self.fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
    }

    public var body: Never { fatalError("ProgressView has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let value = fraction.map { "\(Int(($0 * 100).rounded())) percent" } ?? "in progress"
        let element = AccessibilityElement(label: label, value: value, control: .progress)
        guard let fraction else {
            let spinner = TextNode([context.style.spinner, label].compactMap { $0 }.joined(separator: " "), context: context)
            return AccessibilityNode(spinner, shape: .element(element))
        }
        let bar = ProgressBarNode(fraction: fraction, style: context.style)
        guard let label else { return AccessibilityNode(bar, shape: .element(element)) }
        return AccessibilityNode(VStackNode(children: [TextNode(label, context: context), bar], alignment: .leading), shape: .element(element))
    }
}

/// `█████░░░░░ 50%` across the whole width; the percentage goes first when space runs short.
final class ProgressBarNode: LayoutNode {
    let fraction: Double
    let style: RenderStyle

    init(fraction: Double, style: RenderStyle) {
        self.fraction = fraction
        self.style = style
    }

    var fillsWidth: Bool { true }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        let percent = Line(" \(Int((fraction * 100).rounded(.down)))%")
        let barWidth = width - percent.width
        guard barWidth >= 1 else { return [Line.repeating(style.progressFilled, width: Int(Double(width) * fraction))] }
        let filled = Int((Double(barWidth) * fraction).rounded(.down))
        return [.repeating(style.progressFilled, width: filled) + .repeating(style.progressEmpty, width: barWidth - filled) + percent]
    }
}
