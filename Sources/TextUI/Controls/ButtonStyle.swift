/// A way to draw every button in a view that you write yourself: its `makeBody` gets the
/// button's label (and whether it is pressed, which in text it never is) and returns the view
/// to draw. Set it with ``View/buttonStyle(_:)-(ButtonStyle)``.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: 0) { Text("("); configuration.label; Text(")") }
///     }
/// }
/// Button("保存") {}.buttonStyle(Pill())
/// ```
/// ```text
/// (保存)
/// ```
/// SwiftUI: @MainActor @preconcurrency protocol ButtonStyle
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button in this style draws as.
    /// SwiftUI: associatedtype ButtonStyle.Body : View
    associatedtype Body: View

    /// The view that draws a button with `configuration`'s label.
    /// SwiftUI: ButtonStyle.makeBody(configuration:)
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style is given to draw a button.
    /// SwiftUI: typealias ButtonStyle.Configuration = ButtonStyleConfiguration
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` is given: the button's label, its role, and whether it is pressed.
///
/// SwiftUI: struct ButtonStyleConfiguration
public struct ButtonStyleConfiguration {
    /// The button's label, as a view to place in the style's body.
    /// SwiftUI: ButtonStyleConfiguration.Label
    public struct Label: View, MultiView {
        let makeContent: (RenderContext) -> [any LayoutNode]

        /// SwiftUI: ButtonStyleConfiguration.Label.body
        public var body: Never { fatalError("ButtonStyleConfiguration.Label has no body") }

        func makeNodes(_ context: RenderContext) -> [any LayoutNode] { makeContent(context) }
    }

    /// The button's label.
    /// SwiftUI: ButtonStyleConfiguration.label
    public let label: Label
    /// The button's role, if it has one.
    /// SwiftUI: ButtonStyleConfiguration.role
    public let role: ButtonRole?
    /// Whether the button is being pressed: never, in a drawing.
    /// SwiftUI: ButtonStyleConfiguration.isPressed
    public let isPressed: Bool
}

/// A style that builds the whole button, including how it is triggered: the built-in styles
/// (`.automatic`, `.bordered`, `.plain` …) are primitive button styles.
///
/// SwiftUI: @MainActor @preconcurrency protocol PrimitiveButtonStyle
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a button in this style draws as.
    /// SwiftUI: associatedtype PrimitiveButtonStyle.Body : View
    associatedtype Body: View

    /// The view that draws a button with `configuration`'s label.
    /// SwiftUI: PrimitiveButtonStyle.makeBody(configuration:)
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style is given to draw a button.
    /// SwiftUI: typealias PrimitiveButtonStyle.Configuration = PrimitiveButtonStyleConfiguration
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` is given: the button's label, its role, and its action.
///
/// SwiftUI: struct PrimitiveButtonStyleConfiguration
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view to place in the style's body.
    /// SwiftUI: PrimitiveButtonStyleConfiguration.Label
    public typealias Label = ButtonStyleConfiguration.Label

    /// The button's label.
    /// SwiftUI: PrimitiveButtonStyleConfiguration.label
    public let label: Label
    /// The button's role, if it has one.
    /// SwiftUI: PrimitiveButtonStyleConfiguration.role
    public let role: ButtonRole?
    let action: () -> Void

    /// Performs the button's action.
    /// SwiftUI: PrimitiveButtonStyleConfiguration.trigger()
    public func trigger() { action() }
}

/// How the buttons under a `buttonStyle` draw: one of the built-in looks, or a style's own body.
enum ResolvedButtonStyle {
    case automatic, plain, bordered, borderedProminent
    case custom(@MainActor (ButtonStyleConfiguration) -> AnyView)
    case primitive(@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)

    /// Whether the screen chose a style (any but the automatic one).
    var isChosen: Bool {
        if case .automatic = self { false } else { true }
    }

    /// Whether a built-in style draws without brackets.
    func drawsPlain(inList: Bool) -> Bool {
        switch self {
        case .automatic: inList
        case .plain: true
        case .bordered, .borderedProminent, .custom, .primitive: false
        }
    }
}
