// What `import SwiftUI` brings besides SwiftUI itself: Combine everywhere, and on iOS some of
// UIKit; on Linux, Foundation's networking (`URLSession`) lives in FoundationNetworking.
//
// Where the platform has Combine (Apple platforms), TextUI re-exports it and declares nothing
// of its own, so a file that also says `import Combine` sees one `Publisher`. Where it does not
// (Linux), the files of `Combine/` declare the part screens use, each fenced by
// `#if !canImport(Combine)`; the files of `UIKit/` likewise by `#if !canImport(UIKit)`, so on a
// Mac (no UIKit) they stand in for iOS's types, and where UIKit exists they step aside.
#if canImport(Combine)
@_exported import Combine
#endif
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
