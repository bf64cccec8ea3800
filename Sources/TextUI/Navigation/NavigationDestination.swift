extension View {
    /// The screen the ``NavigationStack`` around this view pushes for a value of type `data` on
    /// its path (or a ``NavigationLink`` value once tapped). This view draws as it is; outside a
    /// stack the destination is never drawn.
    ///
    /// ```swift
    /// NavigationStack(path: .constant([7])) {
    ///     List { NavigationLink("Order 7", value: 7) }
    ///         .navigationTitle("Orders")
    ///         .navigationDestination(for: Int.self) { id in
    ///             Text("Order \(id) shipped").navigationTitle("#\(id)")
    ///         }
    /// }.render(width: 22)
    /// ```
    /// ```text
    /// ‹ Orders  #7
    /// ━━━━━━━━━━━━━━━━━━━━━━
    ///    Order 7 shipped
    /// ```
    ///
    /// SwiftUI: func navigationDestination<D, C>(for data: D.Type, destination: @escaping (D) -> C) -> some View where D : Hashable, C : View
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        registeringDestination { destinations in
            destinations.register(data) { value, context in
                (value.base as? D).map { destination($0).makeNode(context) }
            }
        }
    }

    /// While `isPresented` is true, the stack around this view pushes `destination` (after the
    /// screens of its path).
    ///
    /// ```swift
    /// NavigationStack {
    ///     Text("Settings").navigationTitle("Settings")
    ///         .navigationDestination(isPresented: .constant(true)) { Text("Privacy") }
    /// }.render(width: 16)
    /// ```
    /// ```text
    /// ‹ Settings
    /// ━━━━━━━━━━━━━━━━
    ///     Privacy
    /// ```
    ///
    /// SwiftUI: func navigationDestination<V>(isPresented: Binding<Bool>, destination: () -> V) -> some View where V : View
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        let screen = isPresented.wrappedValue ? destination() : nil
        return registeringDestination { destinations in
            if let screen { destinations.presented.append { screen.makeNode($0) } }
        }
    }

    /// While `item` holds a value, the stack around this view pushes the screen made from it.
    ///
    /// ```swift
    /// NavigationStack {
    ///     Text("Contacts").navigationTitle("Contacts")
    ///         .navigationDestination(item: .constant(Optional("Aiko"))) { Text("Profile of \($0)") }
    /// }.render(width: 18)
    /// ```
    /// ```text
    /// ‹ Contacts
    /// ━━━━━━━━━━━━━━━━━━
    ///  Profile of Aiko
    /// ```
    ///
    /// SwiftUI: func navigationDestination<D, C>(item: Binding<Optional<D>>, destination: @escaping (D) -> C) -> some View where D : Hashable, C : View
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let screen = item.wrappedValue.map(destination)
        return registeringDestination { destinations in
            if let screen { destinations.presented.append { screen.makeNode($0) } }
        }
    }

    /// This view, telling the stack around it (if any) about its destinations.
    private func registeringDestination(_ register: @escaping (NavigationDestinations) -> Void) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            if let destinations = context.navigation.destinations { register(destinations) }
            return content.makeNode(context)
        }
    }
}
