extension View {
    /// A search field holding tokens before its text: each token drawn in brackets as its view
    /// reads ("[Fruit] app"), read with the text as the field's value. A field with tokens is
    /// active, so scopes and suggestions show under it.
    ///
    /// ```swift
    /// struct Tag: Identifiable { let id: String }
    /// NavigationStack {
    ///     Text("2 results")
    ///         .searchable(text: .constant("app"), tokens: .constant([Tag(id: "Fruit")])) { Text($0.id) }
    /// }.render(width: 20)
    /// ```
    /// ```text
    /// ╭──────────────────╮
    /// │ ⌕ [Fruit] app    │
    /// ╰──────────────────╯
    /// ━━━━━━━━━━━━━━━━━━━━
    ///      2 results
    /// ```
    ///
    /// SwiftUI: func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ContentBuilder token: @escaping (C.Element) -> T) -> some View where C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchingWithTokens(text, Array(tokens.wrappedValue), isPresented: false, token: token) { prompt?.plainString($0) ?? SystemString.search.text(in: $0.environment.locale) }
    }

    /// A search field with tokens whose prompt is a key.
    ///
    /// SwiftUI: func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ContentBuilder token: @escaping (C.Element) -> T) -> some View where C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens whose prompt is a string.
    ///
    /// SwiftUI: func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ContentBuilder token: @escaping (C.Element) -> T) -> some View where C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, S : StringProtocol, C.Element : Identifiable
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchingWithTokens(text, Array(tokens.wrappedValue), isPresented: false, token: token) { _ in String(prompt) }
    }

    /// A search field with tokens that a binding presents.
    ///
    /// SwiftUI: func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ContentBuilder token: @escaping (C.Element) -> T) -> some View where C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchingWithTokens(text, Array(tokens.wrappedValue), isPresented: isPresented.wrappedValue, token: token) {
            prompt?.plainString($0) ?? SystemString.search.text(in: $0.environment.locale)
        }
    }

    /// A search field with tokens and tokens to suggest: the suggested tokens are listed under
    /// the field (as the views `token` makes) while the search is active.
    ///
    /// SwiftUI: func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ContentBuilder token: @escaping (C.Element) -> T) -> some View where C : MutableCollection, C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        let suggested = Array(suggestedTokens.wrappedValue)
        return searchingWithTokens(text, Array(tokens.wrappedValue), isPresented: false, token: token) { prompt?.plainString($0) ?? SystemString.search.text(in: $0.environment.locale) }
            .searchSuggestions { ForEach(suggested) { token($0) } }
    }

    /// A search field with tokens and suggested tokens whose prompt is a key.
    ///
    /// SwiftUI: func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ContentBuilder token: @escaping (C.Element) -> T) -> some View where C : MutableCollection, C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens and suggested tokens whose prompt is a string.
    ///
    /// SwiftUI: func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ContentBuilder token: @escaping (C.Element) -> T) -> some View where C : MutableCollection, C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, S : StringProtocol, C.Element : Identifiable
    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(verbatim: String(prompt)), token: token)
    }

    private func searchingWithTokens<Token, T: View>(
        _ text: Binding<String>, _ tokens: [Token], isPresented: Bool, token: @escaping (Token) -> T,
        prompt: @escaping (RenderContext) -> String
    ) -> ModifiedView<ModifiedView<Self>> {
        recordingSearch(text.wrappedValue, isPresented: isPresented, tokenCount: tokens.count, tokens: { context in
            tokens.map { ControlText.spoken(token($0).makeNode(context.with(\.navigationBar, nil))) ?? "" }
        }, prompt: prompt)
    }
}
