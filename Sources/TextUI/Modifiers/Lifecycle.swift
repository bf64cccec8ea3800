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
    /// The view draws as if the modifier were not there. (`fileID`, `line` and `column` name the
    /// call in `appear`'s log; you never pass them.)
    ///
    /// SwiftUI: func onAppear(perform action: (() -> Void)? = nil) -> some View
    public func onAppear(
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        perform action: (() -> Void)? = nil
    ) -> some View {
        lifecycle(LifecycleSite(fileID: fileID, line: line, column: column), .appear(action ?? {}))
    }

    /// Runs `action` when this view, drawn before, is no longer drawn: ``appear(width:height:style:maxPasses:)``
    /// runs it when a pass no longer draws the view (a state changed, a tab or screen replaced
    /// it). The view draws as if the modifier were not there.
    ///
    /// ```swift
    /// DetailView(id: id)
    ///     .onDisappear { model.stopUpdates() }
    /// ```
    ///
    /// SwiftUI: func onDisappear(perform action: (() -> Void)? = nil) -> some View
    public func onDisappear(
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        perform action: (() -> Void)? = nil
    ) -> some View {
        lifecycle(LifecycleSite(fileID: fileID, line: line, column: column), .disappear(action ?? {}))
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
    /// The view draws as if the modifier were not there; `priority` has no meaning here, as
    /// the work runs to its end before the next pass.
    ///
    /// SwiftUI: func task<T>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View where T : Equatable
    public func task<ID: Equatable>(
        id: ID, priority: TaskPriority = .userInitiated,
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        _ action: nonisolated(nonsending) @escaping () async -> Void
    ) -> some View {
        lifecycle(
            LifecycleSite(fileID: fileID, line: line, column: column),
            .task(id: id, description: String(describing: id), action: action)
        )
    }

    /// Starts `action` when this view appears: ``task(id:priority:fileID:line:column:_:)`` with
    /// an id that never changes.
    ///
    /// ```swift
    /// MainContentView(state: viewModel.viewState)
    ///     .task { await viewModel.load() }
    /// ```
    ///
    /// SwiftUI: func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View
    public func task(
        priority: TaskPriority = .userInitiated,
        fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
        _ action: nonisolated(nonsending) @escaping () async -> Void
    ) -> some View {
        lifecycle(LifecycleSite(fileID: fileID, line: line, column: column), .task(id: 0, description: "appear", action: action))
    }

    func lifecycle(_ site: LifecycleSite, _ work: LifecycleWork) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            LifecycleNode(content: content.makeNode(context), site: site, work: work, environment: context.environment)
        }
    }
}
