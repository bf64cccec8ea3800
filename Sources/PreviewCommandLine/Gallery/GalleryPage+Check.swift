import PreviewCatalog
extension GalleryPage {
    /// The gallery page for a check: a card per snapshot checked, showing the recorded and
    /// the rendered text side by side where they differ; orphaned files and uncovered cases
    /// are counted in the summary line. Screens with failures come first, and in each screen
    /// the failing cards, so the page opens on what needs a look.
    ///
    /// ```text
    /// $ swift run preview check --format html --out .build/check
    /// check failed: 59 match · 1 differs in .build/check/index.html
    /// ```
    /// `program` is the name the preview command was run by, for the page's title.
    static func checkDocument(
        _ results: [SnapshotResult], coverage: [(screen: String, coverage: ScreenCoverage)], program: String = "preview"
    ) -> String {
        var order: [String] = []
        var cards: [String: [GalleryCard]] = [:]
        for result in results {
            guard let state = result.state, let rendered = result.rendered else { continue }
            if cards[result.screen] == nil { order.append(result.screen) }
            cards[result.screen, default: []].append(GalleryCard(
                screen: result.screen, state: state, variant: result.variant ?? "", rendered: rendered,
                recorded: result.recorded, status: result.status
            ))
        }
        let screens = order.map { name in
            let screenCoverage = coverage.first { $0.screen == name }?.coverage
            let all = cards[name] ?? []
            let failing = all.filter { $0.status?.isFailure == true }
            return GalleryScreen(
                name: name, coverage: screenCoverage?.summary ?? "",
                isCovered: screenCoverage.flatMap { $0.cases == nil ? nil : $0.isComplete },
                cards: failing + all.filter { $0.status?.isFailure != true }, failures: failing.count
            )
        }
        .enumerated().sorted { ($0.element.failures == 0 ? 1 : 0, $0.offset) < ($1.element.failures == 0 ? 1 : 0, $1.offset) }
        .map(\.element)
        return document(title: "\(program) check", summary: countLine(results), screens: screens)
    }

    /// `59 match · 1 differs · 1 orphaned`: each status found, in a fixed order.
    static func countLine(_ results: [SnapshotResult]) -> String {
        let counts = SnapshotResult.Status.allCases.compactMap { status -> String? in
            let count = results.filter { $0.status == status }.count
            return count > 0 ? "\(count) \(status.rawValue)" : nil
        }
        return counts.isEmpty ? "nothing checked" : counts.joined(separator: " · ")
    }
}
