extension ForEach where Content: View {
    /// One view per element of a bound collection, each handed a binding to its element and
    /// identified by the element's key path `id`: `ForEach($names, id: \.self) { $name in … }`.
    ///
    /// ```swift
    /// ForEach(.constant(["Aiko", "Ben"]), id: \.self) { $name in
    ///     TextField("Name", text: $name)
    /// }.render(width: 10)
    /// ```
    /// ```text
    /// ╭────────╮
    /// │ Aiko   │
    /// ╰────────╯
    /// ╭────────╮
    /// │ Ben    │
    /// ╰────────╯
    /// ```
    ///
    /// SwiftUI: ForEach.init(_:id:content:) (Binding<C>)
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.init(data, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}
