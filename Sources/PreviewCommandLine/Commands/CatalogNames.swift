import PreviewCatalog
import TextSnapshots

/// Checks that the catalog's names can be told apart on the command line and on disk.
enum CatalogNames {
    /// No screen name twice; no state name twice within a screen.
    static func requireUnique(_ catalog: Catalog) throws(UsageError) {
        var screens: Set<String> = []
        for screen in catalog.screens {
            guard screens.insert(screen.name).inserted else { throw .duplicateName(screen.name) }
            var states: Set<String> = []
            for state in screen.stateNames where !states.insert(state).inserted {
                throw .duplicateName("\(screen.name)/\(state)")
            }
        }
    }

    /// Every variant a screen declares can be drawn: 1 to 1000 columns, 0 to 10000 lines
    /// (``PreviewVariant/problem``). A screen with `.width(0)` or `.height(Int.max)` stops the
    /// command with one line naming the screen and the variant, before anything is drawn.
    static func requireDrawableVariants(_ catalog: Catalog) throws(UsageError) {
        for screen in catalog.screens {
            for variant in screen.variants {
                if let problem = variant.problem {
                    throw .undrawableVariant(screen: screen.name, variant: variant.name, problem: problem)
                }
            }
        }
    }

    /// No two keys whose files would be one file on a case-insensitive file system (macOS's
    /// default), such as `Login/Error` and `Login/error`. Checked before anything is written.
    static func requireDistinctFiles(_ keys: [SnapshotKey]) throws(UsageError) {
        var seen: [String: SnapshotKey] = [:]
        for key in keys {
            let folded = key.relativePath.lowercased()
            if let earlier = seen[folded] {
                throw .caseInsensitiveCollision("\(earlier.screen)/\(earlier.state)", "\(key.screen)/\(key.state)", path: key.relativePath)
            }
            seen[folded] = key
        }
    }
}
