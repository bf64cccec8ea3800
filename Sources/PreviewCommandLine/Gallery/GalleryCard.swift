import PreviewCatalog
/// One card of the gallery page: a screen state in one variant, drawn as text, with what the
/// check found when the page reports a check.
package struct GalleryCard: Sendable, Equatable {
    package var screen: String
    package var state: String
    /// The variant's name (`w40`, `w32@ascii`, `a11y`), see ``SnapshotKey/variantName``.
    package var variant: String
    /// The `ViewState` case the state reaches, when known.
    package var caseName: String?
    /// The text as rendered now.
    package var rendered: String
    /// The recorded snapshot, shown beside `rendered` when they differ.
    package var recorded: String?
    /// What `check` found (`match`, `differs`, `missing` …); `nil` in a plain gallery.
    package var status: SnapshotResult.Status?

    package init(
        screen: String, state: String, variant: String, caseName: String? = nil, rendered: String,
        recorded: String? = nil, status: SnapshotResult.Status? = nil
    ) {
        self.screen = screen
        self.state = state
        self.variant = variant
        self.caseName = caseName
        self.rendered = rendered
        self.recorded = recorded
        self.status = status
    }
}

/// One screen of the gallery: its cards and its coverage badge.
package struct GalleryScreen: Sendable, Equatable {
    package var name: String
    /// `4 of 4 cases covered`, `cases not declared`, see ``ScreenCoverage/summary``.
    package var coverage: String
    /// Whether every declared case is covered (`nil` when nothing is declared).
    package var isCovered: Bool?
    package var cards: [GalleryCard]
    /// How many of its snapshots failed the check (shown in the sidebar when not 0).
    package var failures: Int

    package init(name: String, coverage: String, isCovered: Bool?, cards: [GalleryCard], failures: Int = 0) {
        self.name = name
        self.coverage = coverage
        self.isCovered = isCovered
        self.cards = cards
        self.failures = failures
    }
}
