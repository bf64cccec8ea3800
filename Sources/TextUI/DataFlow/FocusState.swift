/// Which field has the keyboard: a `Bool` for one field, or an optional `Hashable` naming one
/// of several. Fields join with ``View/focused(_:equals:)`` or ``View/focused(_:)``; the
/// focused one draws a caret (`▏`, `|` in ASCII) after its text, or before its placeholder
/// when empty.
///
/// ```swift
/// struct SignIn: View {
///     enum Field: Hashable { case email, password }
///     @State private var email = "aiko@example.com"
///     @FocusState private var focus: Field?
///     var body: some View {
///         TextField("Email", text: $email)
///             .focused($focus, equals: .email)
///             .onAppear { focus = .email }
///     }
/// }
/// ```
/// Like `@State`, the focus starts empty each time the view is made and keeps what is written
/// to it for as long as that view value lives.
///
/// SwiftUI: @frozen @propertyWrapper struct FocusState<Value> where Value : Hashable
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let box: Box<Value>

    /// A binding to a focus state, what ``View/focused(_:equals:)`` takes: `$focus`.
    ///
    /// SwiftUI: @frozen @propertyWrapper struct FocusState.Binding
    @propertyWrapper
    public struct Binding {
        let box: Box<Value>

        /// The focus value.
        ///
        /// SwiftUI: FocusState.Binding.wrappedValue
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        /// The binding itself.
        ///
        /// SwiftUI: FocusState.Binding.projectedValue
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// Focus for one field: `@FocusState private var isFocused: Bool`, starting `false`.
    ///
    /// SwiftUI: FocusState.init() where Value == Bool
    public init() where Value == Bool {
        box = Box(false)
    }

    /// Focus among several fields: `@FocusState private var focus: Field?`, starting `nil`.
    ///
    /// SwiftUI: FocusState.init() where Value == T?
    public init<T: Hashable>() where Value == T? {
        box = Box(nil)
    }

    /// The focused field (or whether the one field is focused).
    ///
    /// SwiftUI: FocusState.wrappedValue
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding for ``View/focused(_:equals:)``: `$focus`.
    ///
    /// SwiftUI: FocusState.projectedValue
    public var projectedValue: FocusState<Value>.Binding {
        Binding(box: box)
    }
}

extension FocusState: @unchecked Sendable where Value: Sendable {}
extension FocusState.Binding: @unchecked Sendable where Value: Sendable {}
