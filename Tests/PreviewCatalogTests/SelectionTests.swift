@testable import PreviewCatalog
@testable import PreviewCommandLine
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

    private func names(_ filters: String...) throws -> [String] {
        try Selection(filters, in: catalog).items.map { "\(catalog.screens[$0.screen].name)|\(catalog.screens[$0.screen].stateNames[$0.state])" }
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
        #expect(try names().count == 5)
    }

    @Test func severalFiltersPickTheirUnionOnceEachInCatalogOrder() throws {
        #expect(try names("Light", "注文/一覧/what?") == ["注文/一覧|what?", "Light|on", "Light|switched off"])
        #expect(try names("*/what*", "注文/一覧/what!", "L*/on") == ["注文/一覧|what?", "注文/一覧|what!", "Light|on"])
    }

    @Test func everyFilterIsCheckedNotOnlyTheFirst() {
        #expect(throws: UsageError.unknownState(screen: "Light", state: "swiched off", suggestion: "switched off")) {
            try Selection(["注文/一覧", "Light/swiched off"], in: catalog)
        }
        #expect(throws: UsageError.noMatch(pattern: "X*")) {
            try Selection(["Light", "X*"], in: catalog)
        }
    }

    @Test func aTypoNearACommandSuggestsTheCommand() {
        #expect(throws: UsageError.unknownCommand("chek", suggestion: "check")) {
            try Selection(["chek"], in: catalog, commands: ["list", "record", "check"])
        }
        #expect(throws: UsageError.unknownScreen("Lihgt", suggestion: "Light")) {
            try Selection(["Lihgt"], in: catalog, commands: ["list", "record", "check"])
        }
    }
}
