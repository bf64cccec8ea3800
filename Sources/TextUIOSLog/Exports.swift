// The unified log as a screen file reaches it with `import os`, `import os.log` or
// `import OSLog`: the copy imports this module in their place. It is a module of its own, in the
// TextUI product, so that its `Logger` is seen only by the files that import the log, as on
// iOS, and never clashes with another library's `Logger` (swift-log's) in a file that does not.
// Where the platform has `os` (Apple's), the real module is re-exported and nothing is declared.
#if canImport(os)
@_exported import os
#else
@_exported import Foundation
#endif
