import Testing
@testable import TextUISourceCopy

/// The text copy changes imports, platform conditions and `#Preview`, line for line, and
/// nothing else.
@Suite struct TextCopyTests {
    private func copy(_ source: String, platform: CopyPlatform = CopyPlatform()) -> TextCopy {
        TextCopy(source: source, path: "/app/Screen.swift", platform: platform)
    }

    /// The copy's lines that stand for the original's (no header line, no added lines; the
    /// original's last newline ends the last of them).
    private func body(_ copy: TextCopy) -> [Substring] {
        let lines = copy.text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.first?.hasPrefix("#sourceLocation(") == true ? 1 : 0
        let end = lines.firstIndex(of: "#sourceLocation()") ?? lines.count
        return Array(lines[start..<end])
    }

    @Test func importsOfSwiftUIAndWhatItBringsBecomeTextUIKeepingColumns() {
        let text = copy("import SwiftUI\nimport Combine\n@preconcurrency import UIKit\nimport struct SwiftUI.Color\nimport Observation\n").text
        #expect(text.contains("import TextUI ; #sourceLocation(file: \"/app/Screen.swift\", line: 2)\n"))
        #expect(text.contains("\nimport TextUI \n@preconcurrency import TextUI\nimport struct TextUI .Color\nimport Observation\n"))
    }

    /// A screen imports UniformTypeIdentifiers beside SwiftUI for the `UTType`s of a file
    /// importer or drop target, and PhotosUI for its `PhotosPicker`; TextUI declares them, so
    /// the copy imports TextUI for those too, and `canImport` of them reads true, as on an
    /// iPhone. Frameworks TextUI does not mirror stay as they are.
    @Test func frameworksWhoseNamesTextUIMirrorsAreImportedAsTextUI() {
        let source = "import SwiftUI\nimport UniformTypeIdentifiers\nimport MapKit\nimport PhotosUI\nimport SafariServices\nlet t: UniformTypeIdentifiers.UTType = .png\n#if canImport(UniformTypeIdentifiers) && canImport(MapKit) && canImport(SafariServices)\n#endif\n"
        #expect(body(copy(source)) == [
            "import TextUI ; #sourceLocation(file: \"/app/Screen.swift\", line: 2)",
            "import TextUI                ",
            "import MapKit",
            "import TextUI  ",
            "import TextUI        ",
            "let t: TextUI                .UTType = .png",
            "#if \(read("canImport(UniformTypeIdentifiers)", as: "true")) && canImport(MapKit) && \(read("canImport(SafariServices)", as: "true"))",
            "#endif",
        ])
    }

    /// A widget's file imports WidgetKit, and the intent that configures it AppIntents: TextUI
    /// declares the widget, its timeline and the configuration intent, so both read as TextUI,
    /// and `canImport` of them is true where Apple ships them (not on a TV for WidgetKit).
    @Test func aWidgetsFrameworksAreImportedAsTextUI() {
        let source = "import SwiftUI\nimport WidgetKit\nimport AppIntents\n#if canImport(WidgetKit) && canImport(AppIntents)\n#endif\n"
        #expect(body(copy(source)) == [
            "import TextUI ; #sourceLocation(file: \"/app/Screen.swift\", line: 2)",
            "import TextUI   ",
            "import TextUI    ",
            "#if \(read("canImport(WidgetKit)", as: "true")) && \(read("canImport(AppIntents)", as: "true"))",
            "#endif",
        ])
        let onATV = copy("#if canImport(WidgetKit)\n#endif\n", platform: CopyPlatform(os: .tvOS, simulator: true))
        #expect(onATV.text.contains(read("canImport(WidgetKit)", as: "false")))
    }

    /// A screen imports Charts beside SwiftUI for its `Chart` and WebKit for a wrapped
    /// `WKWebView`; TextUI declares those, so the copy imports TextUI for them, and `canImport`
    /// of them reads true (WebKit's, as SafariServices', on a phone).
    @Test func chartsAndWebKitAreImportedAsTextUI() {
        let source = "import SwiftUI\nimport Charts\nimport WebKit\n#if canImport(Charts) || canImport(WebKit)\n#endif\n"
        #expect(body(copy(source)) == [
            "import TextUI ; #sourceLocation(file: \"/app/Screen.swift\", line: 2)",
            "import TextUI",
            "import TextUI",
            "#if \(read("canImport(Charts)", as: "true")) || \(read("canImport(WebKit)", as: "true"))",
            "#endif",
        ])
    }

    /// A list screen imports Core Data beside SwiftUI for its `@FetchRequest` and managed
    /// objects: TextUI declares those (kept in memory), so the copy imports TextUI for it, and
    /// `canImport(CoreData)` reads true, as on an iPhone.
    @Test func coreDataIsImportedAsTextUI() {
        let source = "import CoreData\nimport SwiftUI\n#if canImport(CoreData)\n#endif\n"
        #expect(body(copy(source)) == [
            "import TextUI  ; #sourceLocation(file: \"/app/Screen.swift\", line: 2)",
            "import TextUI ",
            "#if \(read("canImport(CoreData)", as: "true"))",
            "#endif",
        ])
    }

    /// A document screen imports PDFKit beside SwiftUI for the `PDFView` it wraps in a
    /// representable: TextUI declares PDFKit's document, pages and view, so the copy imports
    /// TextUI for it, and `canImport(PDFKit)` reads true, as on an iPhone.
    @Test func pdfKitIsImportedAsTextUI() {
        let source = "import PDFKit\nimport SwiftUI\n#if canImport(PDFKit)\n#endif\n"
        #expect(body(copy(source)) == [
            "import TextUI; #sourceLocation(file: \"/app/Screen.swift\", line: 2)",
            "import TextUI ",
            "#if \(read("canImport(PDFKit)", as: "true"))",
            "#endif",
        ])
    }

    /// A tip jar or a paywall imports StoreKit beside SwiftUI: the import is the TextUI
    /// product's StoreKit module, `canImport(StoreKit)` reads true, and a name StoreKit qualifies
    /// (`StoreKit.Transaction`, written so as not to mean SwiftUI's) is that module's; a member
    /// named `StoreKit` and a longer name (`StoreKitClient`) are left alone.
    @Test func storeKitIsImportedAsItsOwnModuleAndNamesItQualifiesFollow() {
        let source = "import SwiftUI\n@preconcurrency import StoreKit\n#if canImport(StoreKit)\n#endif\nlet all = StoreKit.Transaction.all\nlet client = StoreKitClient.live, kit = app.StoreKit.name\n"
        #expect(body(copy(source)) == [
            "import TextUI ; #sourceLocation(file: \"/app/Screen.swift\", line: 2)",
            "@preconcurrency import TextUIStoreKit",
            "#if \(read("canImport(StoreKit)", as: "true"))",
            "#endif",
            "let all = TextUIStoreKit.Transaction.all",
            "let client = StoreKitClient.live, kit = app.StoreKit.name",
        ])
    }

    /// A package that stubs StoreKit in a module of that name keeps its import, and the names it
    /// qualifies stay that module's.
    @Test func aKeptStoreKitImportKeepsItsQualifiedNames() {
        let lines = body(copy("import StoreKit\nlet all = StoreKit.Transaction.all\n", platform: CopyPlatform(keptImports: ["StoreKit"])))
        #expect(lines[0].hasPrefix("import StoreKit"))
        #expect(lines[1] == "let all = StoreKit.Transaction.all")
    }

    /// A screen imports AVKit for its `VideoPlayer`: the copy imports TextUI for it, which
    /// declares the player too. AVFoundation (and AVFAudio, where the audio session lives) is
    /// the TextUI product's AVFoundation module, which has the rest a screen uses of it (the
    /// audio session, speech voices, capture permission) and leaves the player to TextUI.
    @Test func avKitIsImportedAsTextUIAndAVFoundationAsItsOwnModule() {
        let lines = body(copy("import AVKit\nimport AVFoundation\n@preconcurrency import AVFAudio\n#if canImport(AVKit) && canImport(AVFoundation)\n#endif\n"))
        #expect(lines[0].hasPrefix("import TextUI"))
        #expect(lines[1] == "import TextUIAVFoundation")
        #expect(lines[2] == "@preconcurrency import TextUIAVFoundation")
        #expect(lines[3] == "#if \(read("canImport(AVKit)", as: "true")) && \(read("canImport(AVFoundation)", as: "true"))")
    }

    /// A settings screen asks whether notifications are on (`import UserNotifications`), a
    /// locked one asks for Face ID (`import LocalAuthentication`): each import is the TextUI
    /// product's module of that framework, and `canImport` of either reads true, as on an
    /// iPhone. A name qualified by the framework keeps it (an app's own type may share it).
    @Test func notificationsAndLocalAuthenticationAreImportedAsTheirOwnModules() {
        let source = "import SwiftUI\nimport UserNotifications\nimport LocalAuthentication\n#if canImport(UserNotifications) || canImport(LocalAuthentication)\n#endif\nlet check = LocalAuthentication.deviceOwnerCheck\n"
        #expect(body(copy(source)) == [
            "import TextUI ; #sourceLocation(file: \"/app/Screen.swift\", line: 2)",
            "import TextUIUserNotifications",
            "import TextUILocalAuthentication",
            "#if \(read("canImport(UserNotifications)", as: "true")) || \(read("canImport(LocalAuthentication)", as: "true"))",
            "#endif",
            "let check = LocalAuthentication.deviceOwnerCheck",
        ])
    }

    /// A workout screen starts a Live Activity (`import ActivityKit`): the import is the TextUI
    /// product's module of that framework, seen only by the files that import it, and
    /// `canImport(ActivityKit)` reads true, as on an iPhone.
    @Test func activityKitIsImportedAsItsOwnModule() {
        let source = "import SwiftUI\nimport ActivityKit\n#if canImport(ActivityKit)\n#endif\n"
        #expect(body(copy(source)) == [
            "import TextUI ; #sourceLocation(file: \"/app/Screen.swift\", line: 2)",
            "import TextUIActivityKit",
            "#if \(read("canImport(ActivityKit)", as: "true"))",
            "#endif",
        ])
    }

    /// A package that stubs AVFoundation in a module of that name, for names the TextUI
    /// product's module lacks, keeps its import (`"keepImports"` in `TextUICopy.json`): the line
    /// stays as written and `canImport` of it is the compiler's; the other mappings hold.
    @Test func aKeptImportStaysAsWrittenAndItsCanImportIsTheCompilers() {
        let platform = CopyPlatform(keptImports: ["AVFoundation"])
        let lines = body(copy("import AVFoundation.AVFAudio\nimport UserNotifications\n#if canImport(AVFoundation)\n#endif\n", platform: platform))
        #expect(lines[0].hasPrefix("import AVFoundation.AVFAudio"))
        #expect(lines[1] == "import TextUIUserNotifications")
        #expect(lines[2] == "#if canImport(AVFoundation)")
    }

    /// A screen or its model writes to the unified log (`import os`, `import os.log` or
    /// `import OSLog`, then `Logger`): the TextUI product's log module has the logger, so each
    /// import is that module's, the submodule's name included; a value named `os` keeps its name.
    @Test func theUnifiedLogsImportsAreTextUIAndAValueNamedOsIsLeftAlone() {
        let lines = body(copy("import os\nimport os.log\nimport OSLog\n#if canImport(os)\n#endif\nlet name = os.description\n"))
        #expect(lines[0].hasPrefix("import TextUIOSLog"))
        #expect(lines[1] == "import TextUIOSLog")
        #expect(lines[2] == "import TextUIOSLog")
        #expect(lines[3] == "#if \(read("canImport(os)", as: "true"))")
        #expect(lines[5] == "let name = os.description")
        #expect(body(copy("@preconcurrency import UIKit.UIGestureRecognizerSubclass\n"))[0].hasPrefix("@preconcurrency import TextUI"))
    }

    #if !canImport(Darwin)
    /// A file that imports CoreGraphics for `CGFloat` gets Foundation, which declares it here.
    @Test func coreGraphicsIsFoundationWhereThereIsNoCoreGraphics() {
        let text = copy("import CoreGraphics\nextension CGFloat { static func grid(_ n: Int) -> Self { Self(n) * 4 } }\n").text
        #expect(text.hasPrefix("import Foundation"))
        #expect(!text.contains("CoreGraphics"))
    }
    #endif

    @Test func namesQualifiedBySwiftUIOrWhatItBringsAreTextUIsKeepingColumns() {
        let source = """
            import SwiftUI
            struct Plain: SwiftUI.ButtonStyle {
                @SwiftUI.State var on = false
                let spinner = SwiftUI.ProgressView()
                let hue: Combine.AnyPublisher<Int, Never>? = nil
                let said = "SwiftUI.Text"
                let member = theme.SwiftUI.Color // SwiftUI.Color
            }
            """
        #expect(body(copy(source)) == [
            "import TextUI ; #sourceLocation(file: \"/app/Screen.swift\", line: 2)",
            "struct Plain: TextUI .ButtonStyle {",
            "    @TextUI .State var on = false",
            "    let spinner = TextUI .ProgressView()",
            "    let hue: TextUI .AnyPublisher<Int, Never>? = nil",
            "    let said = \"SwiftUI.Text\"",
            "    let member = theme.SwiftUI.Color // SwiftUI.Color",
            "}",
        ])
    }

    @Test func aFirstLineThatIsOnlyACommentGivesWayToTheDirective() {
        let text = copy("//\n//  Screen.swift\nimport SwiftUI\nlet a = 1\n").text
        #expect(text.hasPrefix("#sourceLocation(file: \"/app/Screen.swift\", line: 2)\n//  Screen.swift\nimport TextUI \n"))
    }

    @Test func aFirstLineOfCodeKeepsItsPlaceUnderADirectiveOfItsOwn() {
        let text = copy("let a = 1 // a\n").text
        #expect(text.hasPrefix("#sourceLocation(file: \"/app/Screen.swift\", line: 1)\nlet a = 1 // a\n"))
    }

    @Test func theOriginalsPathIsQuotedAsASwiftString() {
        let text = TextCopy(source: "let a = 1\n", path: #"/my "app"\Screen.swift"#).text
        #expect(text.hasPrefix(#"#sourceLocation(file: "/my \"app\"\\Screen.swift", line: 1)"#))
    }

    /// `value` padded with spaces to the length of `original`, as the copy writes it.
    private func read(_ original: String, as value: String) -> String {
        value + String(repeating: " ", count: original.count - value.count)
    }

    @Test func platformConditionsReadAsAnIPhone() {
        let lines = body(copy("#if os(iOS) || os(macOS)\n#elseif canImport(UIKit) && !canImport(AppKit)\n#elseif targetEnvironment(simulator) && DEBUG\n#elseif os(Linux) || TEXTUI\n#endif\n"))
        #expect(lines == [
            "#if \(read("os(iOS)", as: "true")) || \(read("os(macOS)", as: "false"))",
            "#elseif \(read("canImport(UIKit)", as: "true")) && !\(read("canImport(AppKit)", as: "false"))",
            "#elseif \(read("targetEnvironment(simulator)", as: "true")) && \(read("DEBUG", as: "true"))",
            "#elseif \(read("os(Linux)", as: "false")) || \(read("TEXTUI", as: "true"))",
            "#endif",
        ])
    }

    @Test func theConditionsLeftToTheCompilerStayAsTheyAre() {
        let source = "#if swift(>=5.9) && arch(arm64) && canImport(Foundation) && MY_FLAG // os(iOS)\n#endif\n"
        #expect(body(copy(source)) == ["#if swift(>=5.9) && arch(arm64) && canImport(Foundation) && MY_FLAG // os(iOS)", "#endif"])
    }

    @Test func anotherPlatformCanBeChosen() {
        let mac = CopyPlatform(os: .macOS, simulator: false)
        let lines = body(copy("#if os(macOS) && canImport(AppKit) && !canImport(UIKit) && !targetEnvironment(simulator)\n#endif\n", platform: mac))
        #expect(lines.first == "#if \(read("os(macOS)", as: "true")) && \(read("canImport(AppKit)", as: "true")) && !\(read("canImport(UIKit)", as: "false")) && !\(read("targetEnvironment(simulator)", as: "false"))")
    }

    @Test func aPreviewAtFileScopeBecomesAValueAndIsListed() {
        let result = copy("import SwiftUI\n#Preview(\"Empty\") {\n    Text(\"a\")\n}\n")
        #expect(body(result)[1] == #"private let __textUIPreview1 = TextUI.Preview("Empty") {"#)
        #expect(result.previews == [PreviewSite(kind: .macro(variable: "__textUIPreview1"), line: 2, conditions: ConditionalStack())])
        #expect(result.text.hasSuffix("""
            #sourceLocation()
            /// The previews of this file, in source order (written by TextUICopy).
            enum __TextUIPreviews {
                static var previews: [TextUI.Preview] {
                    var previews: [TextUI.Preview] = []
                    previews.append(__textUIPreview1)
                    return previews
                }
            }

            """))
    }

    @Test func previewableLeavesItsStateAsALocalOfTheBody() {
        let lines = body(copy("#Preview {\n    @Previewable @State var on = true\n    Toggle(\"x\", isOn: $on)\n}\n"))
        #expect(lines[1] == "                 @State var on = true")
    }

    @Test func anAvailabilityAttributeOnAPreviewGoesKeepingItsLines() {
        let result = copy("@available(iOS 17.0, *)\n#Preview { Text(\"a\") }\n@available(iOS 18, *\n) // new\n#Preview(\"b\") { Text(\"b\") }\n")
        #expect(result.previews.count == 2)
        #expect(body(result) == [
            "                       ",
            "private let __textUIPreview1 = TextUI.Preview { Text(\"a\") }",
            "                    ",
            "  // new",
            "private let __textUIPreview2 = TextUI.Preview(\"b\") { Text(\"b\") }",
        ])
    }

    @Test func anAvailabilityAttributeOnAnythingElseStays() {
        let source = "@available(iOS 17, *)\nstruct Card: View {}\n@available(*, deprecated) func f() {}\n"
        #expect(body(copy(source)).joined(separator: "\n") + "\n" == source)
    }

    @Test func theAppsEntryPointIsAnOrdinaryTypeInTheCopy() {
        let lines = body(copy("@main\nstruct ShopApp: App {\n    @MainActor var x = 1\n}\n@main struct Other {}\n"))
        #expect(lines == ["     ", "struct ShopApp: App {", "    @MainActor var x = 1", "}", "      struct Other {}"])
    }

    /// An app's entry file as the fetched apps write it: the whole file under a platform
    /// condition, a doc comment and the adaptor's attribute around `@main`. Only `@main` goes.
    @Test func anAppsEntryFileUnderAPlatformConditionLosesOnlyItsMain() {
        let source = """
            #if os(iOS)
            /// The garden app.
            @main
            struct GardenApp: App {
                @UIApplicationDelegateAdaptor(GardenDelegate.self) private var appDelegate
                let note = "@main"
                var body: some Scene { WindowGroup { PlantList() } }
            }
            #endif

            """
        #expect(body(copy(source)) == [
            "#if \(read("os(iOS)", as: "true"))",
            "/// The garden app.",
            "     ",
            "struct GardenApp: App {",
            "    @UIApplicationDelegateAdaptor(GardenDelegate.self) private var appDelegate",
            "    let note = \"@main\"",
            "    var body: some Scene { WindowGroup { PlantList() } }",
            "}",
            "#endif",
        ])
    }

    @Test func previewsInStringsCommentsAndDeclarationsAreLeftAlone() {
        let source = """
            let s = "#Preview { }"
            // #Preview { }
            /* #Preview { } */
            struct A { func f() { #Preview } }

            """
        let result = copy(source)
        #expect(result.previews.isEmpty)
        #expect(body(result).joined(separator: "\n") + "\n" == source)
    }

    @Test func aPreviewUnderConditionsIsListedUnderTheSameConditions() {
        let source = """
            #if DEBUG
            #if os(macOS)
            #elseif FEATURE
            #Preview("A") { Text("a") }
            #else
            #Preview("B") { Text("b") }
            #endif
            #endif

            """
        let text = copy(source).text
        // The conditions as the copy rewrote them, trimmed.
        #expect(text.contains("""
                    #if true
                    #if false
                    #elseif FEATURE
                    previews.append(__textUIPreview1)
                    #endif
                    #endif
                    #if true
                    #if false
                    #elseif FEATURE
                    #else
                    previews.append(__textUIPreview2)
                    #endif
                    #endif
            """))
    }

    @Test func previewProvidersAreListedByTheirType() {
        let source = """
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Text("a") }
            }
            struct NotAPreview: View { var body: some View { Text("PreviewProvider") } }

            """
        let result = copy(source)
        #expect(result.previews.map(\.kind) == [.provider(type: "Card_Previews")])
        #expect(result.text.contains("previews.append(TextUI.Preview(provider: Card_Previews.self))"))
    }

    @Test func everythingElseIsByteForByte() {
        let source = "let café = \"🍵\\n\"\r\nlet x = #\"raw \\(x)\"#\r\n"
        #expect(copy(source).text.hasPrefix("#sourceLocation(file: \"/app/Screen.swift\", line: 1)\n" + source))
    }

    @Test func aFileWithNoPreviewsGetsOnlyTheClosingDirective() {
        #expect(copy("let a = 1").text.hasSuffix("let a = 1\n#sourceLocation()\n"))
    }
}
