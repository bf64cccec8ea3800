extension NavigationLink {
    /// A link whose destination, built by a closure, the stack shows while `isActive` is true
    /// (the iOS 13 form, deprecated in iOS 16 and still common). Often the label is an
    /// `EmptyView` and the link hidden, so that some other control pushes the screen by
    /// setting `isActive`: the link then draws nothing, and the destination still shows once
    /// `isActive` is true.
    ///
    /// SwiftUI: init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link that pushes its destination, built by a closure, while `selection` equals `tag`.
    ///
    /// SwiftUI: init<V>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) where V : Hashable
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A titled link whose destination, built by a closure, shows while `isActive` is true.
    ///
    /// SwiftUI: init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination)
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination(), isActive: isActive)
    }

    /// A link titled by a string whose destination, built by a closure, shows while `isActive`
    /// is true.
    ///
    /// SwiftUI: init<S>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) where S : StringProtocol
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination(), isActive: isActive)
    }
}
