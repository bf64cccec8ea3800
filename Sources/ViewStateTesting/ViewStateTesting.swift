// ViewStateTesting: snapshot and state-sequence assertions for Swift Testing and XCTest.
// The assertions arrive with issue 5; this file names the module's dependencies.
import PreviewCatalog
import ViewStateKit
