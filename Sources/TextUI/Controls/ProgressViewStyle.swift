/// How progress views draw: `.automatic` and `.linear` a bar (a spinner without a value),
/// `.circular` always the spinner mark, with the percentage when there is a value. Write your
/// own with `makeBody(configuration:)`.
///
/// ```swift
/// ProgressView(value: 0.25).progressViewStyle(.circular)
/// ```
/// ```text
/// ⟳ 25%
/// ```
/// SwiftUI: @MainActor @preconcurrency protocol ProgressViewStyle
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a progress view in this style draws as.
    /// SwiftUI: associatedtype ProgressViewStyle.Body : View
    associatedtype Body: View

    /// The view that draws a progress view from `configuration`.
    /// SwiftUI: ProgressViewStyle.makeBody(configuration:)
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style is given to draw a progress view.
    /// SwiftUI: typealias ProgressViewStyle.Configuration = ProgressViewStyleConfiguration
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` is given: how much is done, and the labels.
///
/// SwiftUI: struct ProgressViewStyleConfiguration
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view to place in the style's body.
    /// SwiftUI: ProgressViewStyleConfiguration.Label
    public struct Label: View, MultiView {
        let makeContent: (RenderContext) -> [any LayoutNode]

        /// SwiftUI: ProgressViewStyleConfiguration.Label.body
        public var body: Never { fatalError("ProgressViewStyleConfiguration.Label has no body") }

        func makeNodes(_ context: RenderContext) -> [any LayoutNode] { makeContent(context) }
    }

    /// The progress view's current-value label, as a view to place in the style's body.
    /// SwiftUI: ProgressViewStyleConfiguration.CurrentValueLabel
    public struct CurrentValueLabel: View, MultiView {
        let makeContent: (RenderContext) -> [any LayoutNode]

        /// SwiftUI: ProgressViewStyleConfiguration.CurrentValueLabel.body
        public var body: Never { fatalError("ProgressViewStyleConfiguration.CurrentValueLabel has no body") }

        func makeNodes(_ context: RenderContext) -> [any LayoutNode] { makeContent(context) }
    }

    /// How much is done, `0...1`, or `nil` when not known.
    /// SwiftUI: ProgressViewStyleConfiguration.fractionCompleted
    public let fractionCompleted: Double?
    /// The label.
    /// SwiftUI: ProgressViewStyleConfiguration.label
    public let label: Label?
    /// The current-value label.
    /// SwiftUI: ProgressViewStyleConfiguration.currentValueLabel
    public let currentValueLabel: CurrentValueLabel?
}

/// SwiftUI: struct DefaultProgressViewStyle
public struct DefaultProgressViewStyle: ProgressViewStyle, Sendable {
    /// SwiftUI: DefaultProgressViewStyle.init()
    public init() {}
    /// SwiftUI: DefaultProgressViewStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressBody(configuration: configuration, style: .automatic) }
}

/// SwiftUI: struct LinearProgressViewStyle
public struct LinearProgressViewStyle: ProgressViewStyle, Sendable {
    /// SwiftUI: LinearProgressViewStyle.init()
    public init() {}
    /// SwiftUI: LinearProgressViewStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressBody(configuration: configuration, style: .automatic) }
}

/// SwiftUI: struct CircularProgressViewStyle
public struct CircularProgressViewStyle: ProgressViewStyle, Sendable {
    /// SwiftUI: CircularProgressViewStyle.init()
    public init() {}
    /// SwiftUI: CircularProgressViewStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressBody(configuration: configuration, style: .circular) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// SwiftUI: ProgressViewStyle.automatic
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// SwiftUI: ProgressViewStyle.linear
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// SwiftUI: ProgressViewStyle.circular
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Sets how the progress views in this view draw (see ``ProgressViewStyle``).
    ///
    /// SwiftUI: View.progressViewStyle(_:)
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.controls.progressViewStyle = ResolvedProgressViewStyle(style) }
    }
}

/// How the progress views under a `progressViewStyle` draw.
enum ResolvedProgressViewStyle {
    case automatic, circular
    case custom(@MainActor (ProgressViewStyleConfiguration) -> AnyView)

    @MainActor init<S: ProgressViewStyle>(_ style: S) {
        switch S.self {
        case is DefaultProgressViewStyle.Type, is LinearProgressViewStyle.Type: self = .automatic
        case is CircularProgressViewStyle.Type: self = .circular
        default: self = .custom { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}

/// A built-in style's body.
struct BuiltInProgressBody: View, PrimitiveView {
    let configuration: ProgressViewStyleConfiguration
    let style: ResolvedProgressViewStyle

    var body: Never { fatalError("BuiltInProgressBody has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        ProgressDrawing.node(configuration, style: style, context: context)
    }
}

/// The built-in progress views' drawings: the label, then the spinner or bar, then the
/// current-value label.
@MainActor
enum ProgressDrawing {
    static func node(_ configuration: ProgressViewStyleConfiguration, style: ResolvedProgressViewStyle, context: RenderContext) -> any LayoutNode {
        // Under `labelsHidden()` the labels are not drawn (a screen reader still reads the label).
        let hidesLabels = context.controls.labelsHidden
        let label = hidesLabels ? [] : configuration.label?.makeNodes(context) ?? []
        let current = hidesLabels ? [] : configuration.currentValueLabel?.makeNodes(context) ?? []
        let spinner = context.style.spinner
        guard let fraction = configuration.fractionCompleted else {
            let mark = TextNode(spinner, context: context.with(\.lineLimit, 1))
            return HStackNode(children: [mark] + label, spacing: 1, alignment: .top)
        }
        if case .circular = style {
            let mark = TextNode("\(spinner) \(Int((fraction * 100).rounded(.down)))%", context: context.with(\.lineLimit, 1))
            return VStackNode(children: label + [mark] + current, alignment: .leading)
        }
        let bar = ProgressBarNode(fraction: fraction, style: context.style)
        let rows = label + [bar] + current
        return rows.count == 1 ? bar : VStackNode(children: rows, alignment: .leading)
    }
}
