/// A value a view owns and changes: its search text, a toggle's state, the focused field.
/// `$name` is a ``Binding`` to hand to a control.
///
/// TextUI draws one moment of a screen: the state starts at its initial value each time the
/// view is made, and keeps what is written to it for as long as that view value lives (so a
/// test can write through `$name` and render again). A preview drawn again after its
/// `onAppear` and `task` actions ran keeps what they wrote (``StateCarrier``).
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 2
///     var body: some View {
///         Stepper("Cups: \(count)", value: $count, in: 0...9)
///     }
/// }
///
/// Counter().render(width: 20)
/// ```
/// ```text
/// Cups: 2          − +
/// ```
///
/// SwiftUI: @frozen @propertyWrapper struct State<Value>
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: Box<Value>

    /// State that starts at `value`: `@State private var name = "Aiko"`. Drawn again after its
    /// appear actions ran, a preview's view takes the value it held (see ``StateCarrier``); the
    /// file, line and column say which declaration it is.
    ///
    /// SwiftUI: State.init(wrappedValue:)
    public init(wrappedValue value: Value, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        box = Box(value)
        StateCarrier.current?.adopt(box, at: StateSite(fileID: fileID, line: line, column: column)) { $0.value = $1.value }
    }

    /// State that starts at `value`, for an initializer that sets `_name = State(initialValue: …)`.
    ///
    /// SwiftUI: State.init(initialValue:)
    public init(initialValue value: Value, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        box = Box(value)
        StateCarrier.current?.adopt(box, at: StateSite(fileID: fileID, line: line, column: column)) { $0.value = $1.value }
    }

    /// The current value.
    ///
    /// SwiftUI: State.wrappedValue
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding that reads and writes this state: `$name`.
    ///
    /// SwiftUI: State.projectedValue
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts at `nil`: `@State private var selection: Item.ID?`.
    ///
    /// SwiftUI: State.init() where Value : ExpressibleByNilLiteral
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// State may cross actors when its value may; it is read and written on the main actor, in
/// the view that owns it.
extension State: @unchecked Sendable where Value: Sendable {}
