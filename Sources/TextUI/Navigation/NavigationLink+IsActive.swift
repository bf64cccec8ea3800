extension NavigationLink {
    /// A link whose destination the stack shows while `isActive` is true (the iOS 13 form,
    /// deprecated in iOS 16 and still common): the link draws as a row with "›", and with
    /// `isActive` true the stack around it draws `destination` pushed on top.
    ///
    /// ```swift
    /// NavigationView {
    ///     List {
    ///         NavigationLink(destination: Text("Details"), isActive: .constant(true)) { Text("Order") }
    ///     }.navigationTitle("Orders")
    /// }.render(width: 16)
    /// ```
    /// ```text
    /// ‹ Orders
    /// ━━━━━━━━━━━━━━━━
    ///     Details
    /// ```
    ///
    /// SwiftUI: NavigationLink.init(destination:isActive:label:)
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        pushedDestination = isActive.wrappedValue ? destination : nil
    }

    /// A link that pushes the destination whose tag equals `selection` (the iOS 13 form).
    ///
    /// SwiftUI: NavigationLink.init(destination:tag:selection:label:)
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        pushedDestination = selection.wrappedValue == tag ? destination : nil
    }
}

extension NavigationLink where Label == Text {
    /// A titled link whose destination the stack shows while `isActive` is true.
    ///
    /// SwiftUI: NavigationLink.init(_:destination:isActive:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link titled by a string whose destination the stack shows while `isActive` is true.
    ///
    /// SwiftUI: NavigationLink.init(_:destination:isActive:) where S : StringProtocol
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(verbatim: String(title)) }
    }
}
