extension View {
    /// Sets `value` for the preference `key`, for an ancestor that reads it (see ``PreferenceKey``).
    /// The view draws as if the modifier were not there.
    ///
    /// ```swift
    /// Text("Inbox").preference(key: UnreadCount.self, value: 3)
    /// ```
    ///
    /// SwiftUI: func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K : PreferenceKey
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        EnvironmentModifiedView(self) { context in
            context.preferences?.add(key, value)
        }
    }

    /// Changes the value of `key` that this view's content hands up: the content's values,
    /// folded, then passed to `callback` (``PreferenceKey/defaultValue`` when it set none).
    ///
    /// ```swift
    /// Section { rows }
    ///     .transformPreference(UnreadCount.self) { count in count = min(count, 99) }
    /// ```
    ///
    /// SwiftUI: func transformPreference<K>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View where K : PreferenceKey
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        EnvironmentModifiedView(self) { context in
            context.preferences = context.preferences?.transforming(key, callback)
        }
    }

    /// Runs `action` with the value of `key` this view's content sets, when the view is first
    /// drawn with a value other than ``PreferenceKey/defaultValue`` and whenever the value
    /// changes — in ``appear(width:height:style:maxPasses:)`` and a preview, as ``onChange(of:initial:fileID:line:column:_:)-(_,_,_,_,_,(V,V)->Void)``
    /// runs. A plain `render` runs nothing; the view draws as if the modifier were not there.
    ///
    /// ```swift
    /// struct TitleWidth: PreferenceKey {
    ///     static let defaultValue = 0
    ///     static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
    /// }
    ///
    /// struct Header: View {
    ///     @State private var widest = 0
    ///     var body: some View {
    ///         VStack(alignment: .leading) {
    ///             Text("Widest: \(widest)")
    ///             Text("Mail").preference(key: TitleWidth.self, value: 4)
    ///             Text("Calendar").preference(key: TitleWidth.self, value: 8)
    ///         }
    ///         .onPreferenceChange(TitleWidth.self) { widest = $0 }
    ///     }
    /// }
    ///
    /// print(await Header().appear(width: 20).text)
    /// ```
    /// ```text
    /// Widest: 8
    /// Mail
    /// Calendar
    /// ```
    /// (`fileID`, `line` and `column` name the call in `appear`'s log; you never pass them.)
    ///
    /// SwiftUI: func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K : PreferenceKey, K.Value : Equatable
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self,
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        let site = LifecycleSite(fileID: fileID, line: line, column: column)
        return ModifiedView(self) { content, context in
            let scope = (context.preferences ?? PreferenceScope()).nested()
            let node = content.makeNode(context.with(\.preferences, scope))
            return PreferenceChangeNode(content: node, site: site) {
                let value = scope.value(of: key)
                let initial = value != K.defaultValue
                return .change(value: value, description: String(describing: value), initial: initial) { _ in action(value) }
            }
        }
    }

    /// Draws the view `transform` makes of the value of `key` this view's content sets, over
    /// this view, placed by `alignment` (see ``overlay(alignment:content:)``).
    ///
    /// ```swift
    /// inbox.overlayPreferenceValue(UnreadCount.self, alignment: .topTrailing) { count in
    ///     Text("(\(count))")
    /// }
    /// ```
    ///
    /// SwiftUI: func overlayPreferenceValue<K, V>(_ key: K.Type, alignment: Alignment = .center, @ContentBuilder _ transform: @escaping (K.Value) -> V) -> some View where K : PreferenceKey, V : View
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        preferenceLayer(key, alignment: alignment, isOverlay: true, transform)
    }

    /// Draws the view `transform` makes of the value of `key` over this view, centred (the
    /// form before `alignment`).
    ///
    /// SwiftUI: func overlayPreferenceValue<Key, T>(_ key: Key.Type = Key.self, @ContentBuilder _ transform: @escaping (Key.Value) -> T) -> some View where Key : PreferenceKey, T : View
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        preferenceLayer(key, alignment: .center, isOverlay: true, transform)
    }

    /// Draws the view `transform` makes of the value of `key` this view's content sets, behind
    /// this view, placed by `alignment` (see ``background(alignment:content:)``).
    ///
    /// SwiftUI: func backgroundPreferenceValue<K, V>(_ key: K.Type, alignment: Alignment = .center, @ContentBuilder _ transform: @escaping (K.Value) -> V) -> some View where K : PreferenceKey, V : View
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        preferenceLayer(key, alignment: alignment, isOverlay: false, transform)
    }

    /// Draws the view `transform` makes of the value of `key` behind this view, centred (the
    /// form before `alignment`).
    ///
    /// SwiftUI: func backgroundPreferenceValue<Key, T>(_ key: Key.Type = Key.self, @ContentBuilder _ transform: @escaping (Key.Value) -> T) -> some View where Key : PreferenceKey, T : View
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        preferenceLayer(key, alignment: .center, isOverlay: false, transform)
    }

    private func preferenceLayer<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment, isOverlay: Bool, _ transform: @escaping (K.Value) -> V
    ) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            let outer = context.preferences ?? PreferenceScope()
            let scope = outer.nested()
            let node = content.makeNode(context.with(\.preferences, scope))
            // The layer's own values count too; it is made again at each drawing, so it keeps a
            // scope of its own that is emptied first.
            let layerScope = outer.nested()
            return PreferenceLayerNode(content: node) { base in
                layerScope.removeAll()
                let layer = transform(scope.value(of: key)).makeNode(context.with(\.preferences, layerScope))
                return Layers.node(base: base, layer: layer, alignment: alignment, isOverlay: isOverlay)
            }
        }
    }
}
