// SwiftData as a screen file reaches it with `import SwiftData`: the copy imports this module in
// its place. Its models live in memory, in the container a preview builds, so a `@Query` lists
// what the preview inserted, filtered and sorted as the query asks. A module of its own in the
// TextUI product, so only the files that import SwiftData see `Query`, `Schema` and the rest, as
// on iOS; it builds on TextUI for the views' side (`@Query`, `.modelContainer(for:)`).
@_exported import TextUI
