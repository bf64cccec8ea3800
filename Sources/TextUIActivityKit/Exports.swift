// Live Activities as a screen file reaches them with `import ActivityKit`: the copy imports this
// module in its place. It is a module of its own in the TextUI product, needing nothing but
// Foundation, so it compiles beside TextUI and only the files that import ActivityKit see its
// names (`Activity` is a common name for an app's own type), as on iOS. Where the platform has
// ActivityKit (Apple's), the real module is re-exported and nothing is declared.
#if canImport(ActivityKit)
@_exported import ActivityKit
#else
@_exported import Foundation
#endif
