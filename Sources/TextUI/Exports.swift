// SwiftUI brings Foundation along: a screen that says only `import SwiftUI` may use `Date`,
// `URL`, `CGFloat` and the format styles. TextUI does the same, so that such a file compiles
// with only its import changed.
@_exported import Foundation
// SwiftUI brings Observation along too: a file that says only `import SwiftUI` may declare an
// `@Observable` model, as Apple's own samples do.
@_exported import Observation
