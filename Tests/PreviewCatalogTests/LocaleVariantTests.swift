import Foundation
import PreviewCatalog
import Testing
import TextUI
import TextSnapshots

/// A Japanese screen: it declares its locale once, and is checked in English too.
enum ListEditPreviews: ScreenPreviews, DeclaresLocale, DeclaresVariants {
    static let screenName = "ListEdit"
    static let locale = Locale(identifier: "ja_JP")
    static var states: [PreviewState<Bool>] {
        PreviewState("on", true)
    }
    static func view(for isOn: Bool) -> some View {
        VStack { EditButton(); Toggle("通知", isOn: .constant(isOn)) }
    }
    static let variants: [PreviewVariant] = [.standard, .a11y, .locale("en"), .a11y.locale("en")]
}

/// A screen with no locale of its own, checked in Japanese as a variant.
enum PlainEditPreviews: ScreenPreviews, DeclaresVariants {
    static let screenName = "PlainEdit"
    static var states: [PreviewState<Bool>] {
        PreviewState("on", true)
    }
    static func view(for isOn: Bool) -> some View {
        EditButton()
    }
    static let variants: [PreviewVariant] = [.standard, .locale("ja")]
}

/// A screen's language (`DeclaresLocale`) and variants in a locale of their own: what they draw,
/// the files they have, and how the files name them.
@MainActor
@Suite struct LocaleVariantTests {
    private let catalog = Catalog([ListEditPreviews.self, PlainEditPreviews.self])

    @Test func aScreenIsDrawnInItsDeclaredLocaleAndALocaleVariantInItsOwn() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["record"], catalog: catalog, environment: sandbox.environment())

        #expect(run.code == 0)
        #expect(sandbox.files().filter { $0.hasSuffix(".txt") } == [
            "snaps/ListEdit/on.txt", "snaps/ListEdit/on@a11y.txt", "snaps/ListEdit/on@a11y@en.txt", "snaps/ListEdit/on@en.txt",
            "snaps/PlainEdit/on.txt", "snaps/PlainEdit/on@ja.txt",
        ])
        #expect(try sandbox.read("snaps/ListEdit/on.txt").contains("[ 編集 ]"))
        #expect(try sandbox.read("snaps/ListEdit/on@a11y.txt") == "Button: 編集\nToggle: 通知, オン\n")
        #expect(try sandbox.read("snaps/ListEdit/on@en.txt").contains("[ Edit ]"))
        #expect(try sandbox.read("snaps/ListEdit/on@a11y@en.txt") == "Button: Edit\nToggle: 通知, on\n")
        #expect(try sandbox.read("snaps/PlainEdit/on.txt") == "[ Edit ]\n")
        #expect(try sandbox.read("snaps/PlainEdit/on@ja.txt") == "[ 編集 ]\n")
        #expect(await runPreview(["check"], catalog: catalog, environment: sandbox.environment()).code == 0)
    }

    @Test func aStaleLocaleFileIsOrphanedAndListNamesTheLocaleVariants() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record"], catalog: catalog, environment: sandbox.environment()).code == 0)
        try sandbox.write("old\n", to: "snaps/PlainEdit/on@fr.txt")

        let check = await runPreview(["check"], catalog: catalog, environment: sandbox.environment())
        let list = await runPreview(["list"], catalog: catalog, environment: sandbox.environment())

        #expect(check.code == 1)
        #expect(check.output.contains("orphaned   PlainEdit/on@fr.txt — no state produces it"))
        #expect(list.output.contains("ListEdit: 1 state × 4 variants (w40, a11y, w40@en, a11y@en)"))
        #expect(list.output.contains("PlainEdit: 1 state × 2 variants (w40, w40@ja)"))
    }

    @Test func aLocaleVariantKeyRoundTripsThroughItsPath() {
        let keys = [
            SnapshotKey(screen: "Sign", state: "stop", variant: .locale("ja")),
            SnapshotKey(screen: "Sign", state: "stop", variant: .a11y.locale("en")),
            SnapshotKey(screen: "Sign", state: "stop", variant: PreviewVariant(width: 32, style: .ascii, locale: Locale(identifier: "en_GB"))),
            SnapshotKey(screen: "Sign", state: "stop", variant: .locale("zh-Hant")),
        ]
        #expect(keys.map(\.relativePath) == ["Sign/stop@ja.txt", "Sign/stop@a11y@en.txt", "Sign/stop@w32@ascii@en_GB.txt", "Sign/stop@zh-Hant.txt"])
        #expect(keys.map { SnapshotKey(relativePath: $0.relativePath) } == keys)
        #expect(keys.map(\.variantName) == ["w40@ja", "a11y@en", "w32@ascii@en_GB", "w40@zh-Hant"])
        #expect(SnapshotKey(relativePath: "Sign/stop@ja@a11y.txt") == nil)
        #expect(SnapshotKey(relativePath: "Sign/stop@JA.txt") == nil)
        #expect(keys[0].description == "Sign/stop, in ja")
    }

    @Test func aCatalogsLocaleDrawsEveryScreenThatDeclaresNoneOfItsOwn() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let english = Catalog([ListEditPreviews.self, PlainEditPreviews.self], locale: Locale(identifier: "en"))
        let japanese = Catalog([PlainEditPreviews.self], locale: Locale(identifier: "ja"))

        #expect(await runPreview(["record"], catalog: japanese, environment: sandbox.environment()).code == 0)
        #expect(try sandbox.read("snaps/PlainEdit/on.txt") == "[ 編集 ]\n")
        #expect(sandbox.files().filter { $0.hasSuffix(".txt") } == ["snaps/PlainEdit/on.txt", "snaps/PlainEdit/on@ja.txt"])
        let listEdit = try #require(english.screens.first)
        let drawn = await listEdit.render(0, width: 40, style: .unicode)
        #expect(drawn.text.contains("[ 編集 ]"))  // the screen's own locale wins over the catalog's
    }

    @Test func theScreensLocaleIsWhatAVariantWithoutOneDrawsIn() {
        #expect(ListEditPreviews.locale(of: .standard)?.identifier == "ja_JP")
        #expect(ListEditPreviews.locale(of: .locale("en"))?.identifier == "en")
        #expect(PlainEditPreviews.locale(of: .standard) == nil)
    }
}
