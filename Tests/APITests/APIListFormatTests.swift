import Testing

/// What a module's API list holds and how a change to it reads, on a hand-written symbol graph.
@Suite struct APIListFormatTests {
    @Test func listsEachDeclarationAndConformanceOnceSortedByPath() throws {
        let list = APIList(try FixtureGraph.kit())
        #expect(list.lines == [
            "Kit.Axis — conforms to Swift.RawRepresentable",
            "Kit.Axis — enum Axis",
            "Kit.Axis.horizontal — case horizontal",
            "Kit.Axis.init(rawValue:) — init?(rawValue: Int8)",
            "Kit.Gauge — conforms to Kit.View",
            "Kit.Gauge — conforms to Swift.Sendable",
            "Kit.Gauge — struct Gauge",
            "Kit.Gauge.body — var body: some View { get }",
            "Kit.Gauge.init(value:) — init(value: Double)",
            "Kit.Gauge.label(_:) — func label(_ text: String) -> Gauge [extension where Label == Text]",
            "Kit.View — protocol View",
            "Kit.View.body — var body: Body { get }",
            "Kit.View.body — var body: Body { get } [default implementation]",
            "Swift.Optional — conforms to Kit.View [where Wrapped : View]",
            "Swift.Optional.body — var body: Never { get } [extension where Wrapped : View]",
        ])
    }

    @Test func aChangedSignatureShowsAsTheLineThatWentAndTheLineThatCame() throws {
        let before = APIList(try FixtureGraph.kit())
        let after = APIList(try FixtureGraph.kit(gaugeInit: "init(value: Double, in range: ClosedRange<Double>)"))
        #expect(after.changes(from: before) == [
            "- Kit.Gauge.init(value:) — init(value: Double)",
            "+ Kit.Gauge.init(value:) — init(value: Double, in range: ClosedRange<Double>)",
        ])
        #expect(before.changes(from: before).isEmpty)
    }

    @Test func addedAndRemovedDeclarationsAreFoundAnywhereInTheList() {
        let old = APIList(lines: ["A — a", "B — b", "D — d"])
        let new = APIList(lines: ["B — b", "C — c", "D — d", "E — e"])
        #expect(new.changes(from: old) == ["- A — a", "+ C — c", "+ E — e"])
        #expect(old.changes(from: new) == ["+ A — a", "- C — c", "- E — e"])
    }

    @Test func theFileTextRoundTripsAndEndsEachLineWithANewline() throws {
        let list = APIList(try FixtureGraph.kit())
        #expect(list.text.hasSuffix("Swift.Optional.body — var body: Never { get } [extension where Wrapped : View]\n"))
        #expect(APIList(text: list.text) == list)
        #expect(APIList(text: "").lines.isEmpty)
    }

    @Test func theFailureSaysWhatToRunThenShowsTheFirstChanges() {
        let changes = (1...25).map { "+ Kit.f\($0) — func f\($0)()" }
        let message = APIList.changedMessage(module: "Kit", changes: changes, script: "Scripts/api-list")
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.first == "API of Kit changed: run Scripts/api-list and review the diff")
        #expect(Array(lines.dropFirst().prefix(20)) == Array(changes.prefix(20)))
        #expect(lines.last == "… and 5 more")
        #expect(lines.count == 22)
    }
}
