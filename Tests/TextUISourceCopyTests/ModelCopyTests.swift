import Testing
@testable import TextUISourceCopy

/// A file of SwiftData models (`import SwiftData`, `@Model` classes with storage marks) is
/// copied so that it compiles against TextUISwiftData: each `@Model` class adopts its
/// `PersistentModel`, the storage marks are blanked, and every line keeps its number.
@Suite struct ModelCopyTests {
    private func lines(_ source: String, platform: CopyPlatform = CopyPlatform()) -> [Substring] {
        let text = TextCopy(source: source, path: "/app/Trip.swift", platform: platform).text
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        let end = all.firstIndex(of: "#sourceLocation()") ?? all.count
        return Array(all[0..<end])
    }

    @Test func aModelClassAdoptsPersistentModelBeforeItsBrace() {
        let copied = lines("import SwiftData\n\n@Model\nfinal class Trip {\n    var name: String\n}\n")
        #expect(copied[0].hasPrefix("import TextUISwiftData"))
        #expect(copied[2] == "@Model")
        #expect(copied[3] == "final class Trip : TextUISwiftData.PersistentModel {")
        #expect(copied[4] == "    var name: String")
    }

    @Test func aModelClassThatInheritsAddsTheConformanceAfterWhatItLists() {
        let copied = lines("import SwiftData\n@Model public final class Stop: Codable, Sendable where Self: AnyObject {}\n@Model class Box<Item: Equatable> { }\n")
        #expect(copied[1] == "@Model public final class Stop: Codable, Sendable , TextUISwiftData.PersistentModel where Self: AnyObject {}")
        #expect(copied[2] == "@Model class Box<Item: Equatable> : TextUISwiftData.PersistentModel { }")
    }

    @Test func storageMarksAreBlankedLineByLineKeepingEveryLinesNumber() {
        let source = """
        import SwiftData
        @Model final class Trip {
            @Attribute(.unique) var id: UUID
            @Relationship(deleteRule: .cascade,
                          inverse: \\Stop.trip) var stops: [Stop] = []
            @Transient var isSelected = false
        }

        """
        let copied = lines(source)
        #expect(copied.count == 7)
        #expect(copied[2] == String(repeating: " ", count: 23) + " var id: UUID")
        #expect(copied[3].allSatisfy { $0 == " " })
        #expect(copied[4] == String(repeating: " ", count: 38) + " var stops: [Stop] = []")
        #expect(copied[5] == String(repeating: " ", count: 14) + " var isSelected = false")
        #expect(copied[6] == "}")
    }

    @Test func withoutSwiftDataTheSameMarksAreLeftAlone() {
        let source = "import SwiftUI\n@Model final class Trip {\n    @Attribute(.unique) var id: Int\n}\n"
        let copied = lines(source)
        #expect(copied[1] == "@Model final class Trip {")
        #expect(copied[2] == "    @Attribute(.unique) var id: Int")
    }

    @Test func aKeptSwiftDataImportLeavesTheModelsAsWritten() {
        let copied = lines("import SwiftData\n@Model final class Trip {\n    @Transient var seen = false\n}\n", platform: CopyPlatform(keptImports: ["SwiftData"]))
        #expect(copied[0].hasPrefix("import SwiftData"))
        #expect(copied[1] == "@Model final class Trip {")
        #expect(copied[2] == "    @Transient var seen = false")
    }

    @Test func marksInStringsAndCommentsAndOtherAttributesAreLeftAlone() {
        let source = "import SwiftData\n// @Model class Note {}\nlet text = \"@Attribute(.unique) @Model class\"\n@ModelActor actor Importer {}\n@MainActor final class Shelf {}\n"
        let copied = lines(source)
        #expect(copied[1] == "// @Model class Note {}")
        #expect(copied[2] == "let text = \"@Attribute(.unique) @Model class\"")
        #expect(copied[3] == "@ModelActor actor Importer {}")
        #expect(copied[4] == "@MainActor final class Shelf {}")
    }

    @Test func aQueryOfAnArrayNamesItsTypesAsTheMacroWouldReadThem() {
        let source = """
        import SwiftData
        struct ModelList<Model: PersistentModel>: View {
            @Query private var models: [Model]
            @Query(sort: \\Trip.name, order: .reverse) var trips: [Trip]
            @Query<Trip, [Trip]> var named: [Trip]
            @Query var byID: [String: Trip]
        }

        """
        let copied = lines(source)
        #expect(copied[2] == "    @Query<Model, [Model]> private var models: [Model]")
        #expect(copied[3] == "    @Query<Trip, [Trip]>(sort: \\Trip.name, order: .reverse) var trips: [Trip]")
        #expect(copied[4] == "    @Query<Trip, [Trip]> var named: [Trip]")
        #expect(copied[5] == "    @Query var byID: [String: Trip]")
    }

    @Test func aNameQualifiedBySwiftDataIsTheModules() {
        let copied = lines("import SwiftData\nlet schema = SwiftData.Schema([])\n")
        #expect(copied[1] == "let schema = TextUISwiftData.Schema([])")
    }
}
