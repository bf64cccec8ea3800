@testable import PreviewCatalog
import Testing
import TextUI

enum SlashedPreviews: ScreenPreviews {
    static let screenName = "注文/一覧"
    static var states: [PreviewState<Light>] {
        PreviewState("a/b", .on)
        PreviewState("what?", .off)
        PreviewState("what!", .off)
    }
    static func view(for state: Light) -> some View { Text("x") }
}

@Suite struct SelectionTests {
    private let catalog = Catalog([SlashedPreviews.self, LightPreviews.self])

    private func names(_ filter: String?) throws -> [String] {
        try Selection(filter, in: catalog).items.map { "\(catalog.screens[$0.screen].name)|\(catalog.screens[$0.screen].stateNames[$0.state])" }
    }

    @Test func namesWithSlashesAreFoundWhole() throws {
        #expect(try names("注文/一覧") == ["注文/一覧|a/b", "注文/一覧|what?", "注文/一覧|what!"])
        #expect(try names("注文/一覧/a/b") == ["注文/一覧|a/b"])
    }

    @Test func anExactNameWinsOverItsGlobReading() throws {
        #expect(try names("注文/一覧/what?") == ["注文/一覧|what?"])
    }

    @Test func globsSplitAtTheFirstSlash() throws {
        #expect(try names("*/switched*") == ["Light|switched off"])
        #expect(try names("L*") == ["Light|on", "Light|switched off"])
        #expect(try names(nil).count == 5)
    }

    @Test func aTypoNearACommandSuggestsTheCommand() {
        #expect(throws: UsageError.unknownCommand("chek", suggestion: "check")) {
            try Selection("chek", in: catalog, commands: ["list", "record", "check"])
        }
        #expect(throws: UsageError.unknownScreen("Lihgt", suggestion: "Light")) {
            try Selection("Lihgt", in: catalog, commands: ["list", "record", "check"])
        }
    }
}
