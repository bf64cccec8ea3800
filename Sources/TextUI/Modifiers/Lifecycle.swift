extension View {
    /// Runs `action` when this view appears. A plain ``render(width:height:style:)`` draws the
    /// view and runs nothing; ``appear(width:height:style:maxPasses:)`` runs the actions of the
    /// views it draws, as an app shows them.
    ///
    /// ```swift
    /// switch feed.posts {
    /// case .idle:
    ///     Text("").onAppear { store.send(.loadInitial) }   // the seed's Color.clear.onAppear
    /// …
    /// }
    /// ```
    /// The view draws as if the modifier were not there.
    public func onAppear(
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        perform action: @escaping () -> Void
    ) -> ModifiedView<Self> {
        lifecycle(LifecycleSite(fileID: fileID, line: line, column: column), .appear(action))
    }

    /// Starts `action` when this view appears, and again whenever `id` changes — the seeds'
    /// `.task(id: viewModel.state) { … }`, preferred to `onAppear` because work then follows
    /// state changes only. ``appear(width:height:style:maxPasses:)`` runs it to its end and
    /// draws the view again.
    ///
    /// ```swift
    /// MainContentView(state: viewModel.viewState)
    ///     .task(id: viewModel.viewState) {
    ///         if case .success(let user) = viewModel.viewState { onNavigateToHome(user) }
    ///     }
    /// ```
    /// The view draws as if the modifier were not there.
    public func task<ID: Equatable>(
        id: ID,
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        _ action: nonisolated(nonsending) @escaping () async -> Void
    ) -> ModifiedView<Self> {
        lifecycle(
            LifecycleSite(fileID: fileID, line: line, column: column),
            .task(id: id, description: String(describing: id), action: action)
        )
    }

    /// Starts `action` when this view appears: ``task(id:fileID:line:column:_:)`` with an id
    /// that never changes.
    ///
    /// ```swift
    /// MainContentView(state: viewModel.viewState)
    ///     .task { await viewModel.load() }
    /// ```
    public func task(
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        _ action: nonisolated(nonsending) @escaping () async -> Void
    ) -> ModifiedView<Self> {
        lifecycle(LifecycleSite(fileID: fileID, line: line, column: column), .task(id: 0, description: "appear", action: action))
    }

    private func lifecycle(_ site: LifecycleSite, _ work: LifecycleWork) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            LifecycleNode(content: content.makeNode(context), site: site, work: work)
        }
    }
}
