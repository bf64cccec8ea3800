import Testing
@testable import TextUISourceCopy

/// The module's index: a screen per file, named after it, and a member named after the module.
@Suite struct PreviewIndexTests {
    @Test func screensAreNamedByFileAndClashingNamesTakeTheirFolders() {
        let index = PreviewIndex(module: "Shop", files: ["Cart/Row.swift", "Orders/Row.swift", "CartView.swift", "A/B/Row.swift"])
        #expect(index.screenNames == ["Cart.Row", "Orders.Row", "CartView", "B.Row"])
    }

    @Test func previewTypesAreSwiftNamesUniqueInTheModule() {
        let index = PreviewIndex(module: "Shop", files: ["a-b.swift", "a_b.swift", "日本/View.swift"])
        #expect(index.previewsTypes == ["__TextUIPreviews_a_b_swift", "__TextUIPreviews_a_b_swift_2", "__TextUIPreviews____View_swift"])
    }

    @Test(arguments: [
        ("Cart", "cart"), ("ExampleApp", "exampleApp"), ("URLKit", "urlKit"), ("UI", "ui"), ("Default", "`default`"), ("x", "x"),
    ])
    func theMemberIsTheModuleInLowerCamelCase(module: String, member: String) {
        #expect(PreviewIndex(module: module, files: []).member == member)
    }

    @Test func theIndexListsOnlyFilesWithPreviews() {
        let index = PreviewIndex(module: "Cart", files: ["App/CartView.swift", "App/Model.swift"])
        let source = index.source(filesWithPreviews: ["App/CartView.swift"])
        #expect(source.contains("""
            private enum __TextUIPreviewScreen1: FilePreviews {
                static let screenName = "CartView"
                static let sourcePath = "App/CartView.swift"
                static var previews: [TextUI.Preview] { __TextUIPreviews_App_CartView_swift.previews }
            }
            """))
        #expect(!source.contains("Model"))
        #expect(source.contains("public static var cart: ModulePreviews {\n        ModulePreviews(module: \"Cart\", screens: [__TextUIPreviewScreen1.self])"))
    }
}
