/// A value a gesture changes while it happens and that goes back to where it started when the
/// gesture ends: the drag offset of a card, whether a button is pressed.
///
/// Text is never touched, so no gesture is under way: the property always reads its starting
/// value, and the `updating(_:body:)` closures never run.
///
/// ```swift
/// struct Card: View {
///     @GestureState private var dragOffset = 0.0
///     var body: some View {
///         Text(dragOffset == 0 ? "At rest" : "Dragged")
///             .gesture(DragGesture().updating($dragOffset) { value, state, _ in
///                 state = value.translation.width
///             })
///     }
/// }
/// ```
/// ```text
/// At rest
/// ```
///
/// SwiftUI: @propertyWrapper @frozen struct GestureState<Value>
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value

    /// SwiftUI: init(wrappedValue: Value)
    public init(wrappedValue: Value) { initial = wrappedValue }

    /// SwiftUI: init(initialValue: Value)
    public init(initialValue: Value) { initial = initialValue }

    /// SwiftUI: init(wrappedValue: Value, resetTransaction: Transaction)
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }

    /// SwiftUI: init(initialValue: Value, resetTransaction: Transaction)
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }

    /// SwiftUI: init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void)
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }

    /// SwiftUI: init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void)
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = initialValue }

    /// The starting value: no gesture is under way in text.
    ///
    /// SwiftUI: var wrappedValue: Value { get }
    public var wrappedValue: Value { initial }

    /// The state itself, to hand to `updating(_:body:)`: `$dragOffset`.
    ///
    /// SwiftUI: var projectedValue: GestureState<Value> { get }
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// State that starts at `nil`.
    ///
    /// SwiftUI: init(resetTransaction: Transaction = Transaction())
    public init(resetTransaction: Transaction = Transaction()) { initial = nil }

    /// SwiftUI: init(reset: @escaping (Value, inout Transaction) -> Void)
    public init(reset: @escaping (Value, inout Transaction) -> Void) { initial = nil }
}

/// A gesture that writes a ``GestureState`` while it happens; made by `updating(_:body:)`.
///
/// SwiftUI: @frozen struct GestureStateGesture<Base, State> where Base : Gesture
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// SwiftUI: typealias Value = Base.Value
    public typealias Value = Base.Value

    /// The gesture whose values are read.
    ///
    /// SwiftUI: var base: Base
    public var base: Base
    /// The state written.
    ///
    /// SwiftUI: var state: GestureState<State>
    public var state: GestureState<State>
    /// What writes the state; never run in text.
    ///
    /// SwiftUI: var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    public var body: (Value, inout State, inout Transaction) -> Void

    /// SwiftUI: init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void)
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

extension Gesture {
    /// Writes `state` as the gesture's value changes; never, in text, where no gesture happens.
    ///
    /// SwiftUI: func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State>
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
