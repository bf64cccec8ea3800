import Foundation
import Testing
import TextUI
import TestSupport

/// No rendered line is ever wider than the width asked for: the corpus in every kind of view,
/// and random view trees, across widths 10 to 200.
/// Rendering runs on the main actor; the suite runs its cases one at a time and yields between
/// renderings, so the main actor stays free for the test stores' bounded waits in the same process.
@MainActor
@Suite(.serialized) struct WidthInvariantTests {
    static let widths = [10, 11, 12, 13, 15, 17, 20, 23, 27, 32, 40, 53, 64, 80, 101, 128, 150, 177, 199, 200]

    /// Each corpus string placed in a view that lays text out a different way.
    static func placements(of text: String) -> [(String, AnyView)] {
        [
            ("Text", AnyView(Text(text))),
            ("lineLimit", AnyView(Text(text).lineLimit(2).multilineTextAlignment(.center))),
            ("HStack", AnyView(HStack { Text(text); Spacer(); Text(text).border() })),
            ("Label", AnyView(Label(text, systemImage: "star"))),
            ("Button", AnyView(Button(text) {})),
            ("fields", AnyView(VStack { TextField(text, text: .constant(text)); Toggle(text, isOn: .constant(true)) })),
            ("List", AnyView(List { Section { Text(text).badge(text) } header: { Text(text) } footer: { Text(text) } })),
            ("links", AnyView(List(selection: .constant(Optional(1))) { NavigationLink(text, value: 1).tag(1); NavigationLink(text) { Text(text) } })),
            ("screen", AnyView(NavigationStack {
                Text(text).navigationTitle(text).toolbar { ToolbarItem(placement: .topBarLeading) { Button(text) {} } }
            })),
            ("pushed", AnyView(NavigationStack(path: .constant([text])) {
                Text(text).navigationTitle(text)
                    .navigationDestination(for: String.self) { Text($0).navigationTitle($0).navigationBarTitleDisplayMode(.large) }
                    .toolbar { ToolbarItemGroup(placement: .bottomBar) { Button(text) {}; Spacer(); Button(text) {} } }
            })),
            ("tabs", AnyView(TabView { Text(text).tabItem { Label(text, systemImage: "house") }.badge(text) })),
            ("alert", AnyView(Text(text).alert(text, isPresented: .constant(true)) { Button(text) {} } message: { Text(text) })),
            ("sheet", AnyView(Text(text).sheet(isPresented: .constant(true)) { Text(text).padding() })),
            ("progress", AnyView(ProgressView(text, value: 0.5))),
            ("controls", AnyView(Form {
                Picker(text, selection: .constant(1)) { Text(text).tag(1); Text(text).tag(2) }
                Picker(text, selection: .constant(2)) { Text(text).tag(1); Text(text).tag(2) }.pickerStyle(.segmented)
                Stepper(text, value: .constant(3))
                Slider(value: .constant(0.3)) { Text(text) } minimumValueLabel: { Text(text) } maximumValueLabel: { Text(text) }
                DatePicker(text, selection: .constant(Date(timeIntervalSince1970: 0))).datePickerStyle(.graphical)
                TextField(text, text: .constant(text), axis: .vertical)
                Menu(text) { Button(text) {} }
                Link(text, destination: URL(fileURLWithPath: "/"))
                DisclosureGroup(text, isExpanded: .constant(true)) { TextEditor(text: .constant(text)) }
            })),
        ]
    }

    @Test(arguments: Corpus.handPicked.indices)
    func corpusStringNeverOverflows(index: Int) async {
        let text = Corpus.handPicked[index]
        for (name, view) in Self.placements(of: text) {
            await Task.yield()
            for width in Self.widths {
                let output = view.render(width: width)
                RenderChecks.checkOutputRules(output, width: width, "\(name) of corpus[\(index)] at \(width)")
            }
        }
    }

    /// Each width-corpus string in every placement, at two of the widths (a different pair for
    /// each string, so the corpus as a whole meets every width).
    @Test(arguments: 0..<8)
    func widthCorpusStringsNeverOverflow(batch: Int) async {
        for (index, entry) in WidthCorpus.entries.enumerated() where index % 8 == batch {
            await Task.yield()
            let widths = [Self.widths[index % Self.widths.count], Self.widths[(index * 7 + 3) % Self.widths.count]]
            for (name, view) in Self.placements(of: entry.text) {
                for width in widths {
                    RenderChecks.checkOutputRules(view.render(width: width), width: width, "\(name) of \(entry) at \(width)")
                }
            }
        }
    }

    @Test(arguments: 0..<8)
    func randomViewTreesNeverOverflow(batch: Int) async {
        var trees = RandomViews(seed: 0x7E47_0000 + UInt64(batch))
        var widthPicker = SplitMix64(seed: UInt64(batch))
        for tree in 0..<25 {
            await Task.yield()
            let view = trees.view(depth: 3)
            for _ in 0..<3 {
                let width = widthPicker.int(10...200)
                let output = view.render(width: width)
                RenderChecks.checkOutputRules(output, width: width, "tree \(batch).\(tree) at \(width)")
                #expect(view.render(width: width) == output, "tree \(batch).\(tree) renders differently twice")
                let ascii = view.render(width: width, style: .ascii)
                RenderChecks.checkOutputRules(ascii, width: width, "ASCII tree \(batch).\(tree) at \(width)")
                #expect(RenderChecks.usesOnlyASCIIAndCorpus(ascii), "ASCII tree \(batch).\(tree) at \(width):\n\(ascii)")
            }
        }
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7, 9])
    func tinyWidthsRenderWithoutOverflowOrHang(width: Int) async {
        var trees = RandomViews(seed: 0x5EED)
        for tree in 0..<60 {
            await Task.yield()
            let view = trees.view(depth: 3)
            RenderChecks.checkOutputRules(view.render(width: width), width: width, "tree \(tree) at \(width)")
        }
        for (index, text) in Corpus.strings.enumerated() where index < Corpus.handPicked.count || index % 10 == width {
            await Task.yield()
            for (name, view) in Self.placements(of: text) {
                RenderChecks.checkOutputRules(view.render(width: width), width: width, "\(name) of corpus[\(index)] at \(width)")
            }
        }
    }

    @Test func renderingWithAHeightGivesExactlyThatManyLines() async {
        var trees = RandomViews(seed: 0x4E16)
        for tree in 0..<40 {
            await Task.yield()
            let view = trees.view(depth: 3)
            for height in [0, 1, 5, 24] {
                let output = view.render(width: 30, height: height)
                let lines = height == 0 ? 0 : output.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect(lines == height, "tree \(tree) at height \(height)")
                RenderChecks.checkOutputRules(output, width: 30, "tree \(tree) at height \(height)")
            }
        }
    }
}
