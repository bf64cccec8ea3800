import Foundation
import Testing
@testable import TextUI

/// A widget's file as Xcode's widget template writes it — an app intent with a parameter, a
/// provider, an entry, the entry's view, the widget and its `#Preview(as:…)` — drawn as the
/// phone shows the widget: a tile of its family's size for each entry of the timeline.
@MainActor
@Suite struct WidgetKitTests {
    private func drawn(_ preview: Preview, width: Int = 40) async throws -> String {
        try await #require(preview.entries.first).makeView().render(width: width)
    }

    @Test func aWidgetPreviewDrawsEachTimelineEntryAsATileOfItsFamily() async throws {
        let preview = Preview(as: .systemSmall) {
            MoodWidget()
        } timeline: {
            MoodEntry(date: .distantPast, configuration: MoodIntent(emoji: "😀"))
            MoodEntry(date: .distantFuture, configuration: MoodIntent(emoji: "🤩"))
        }
        #expect(preview.entries.count == 1)
        #expect(try await drawn(preview) == """
            ╭──────────────────╮
            │                  │
            │                  │
            │      Mood:       │
            │       😀         │
            │      small       │
            │                  │
            │                  │
            │                  │
            ╰──────────────────╯

            ╭──────────────────╮
            │                  │
            │                  │
            │      Mood:       │
            │       🤩         │
            │      small       │
            │                  │
            │                  │
            │                  │
            ╰──────────────────╯
            """)
    }

    @Test func aTimelineBuiltInALoopListsEachEntryInOrder() async throws {
        let preview = Preview(as: .accessoryInline) { StepsWidget() } timeline: {
            for steps in [5, 60, 700] {
                StepsEntry(date: .distantPast, steps: steps)
            }
        }
        #expect(try await drawn(preview) == "              5\n\n             60\n\n             700")
    }

    @Test func theEntryViewReadsTheFamilyThePreviewNames() async throws {
        let preview = Preview("Medium", as: .systemMedium) { MoodWidget() } timeline: {
            MoodEntry(date: .distantPast, configuration: MoodIntent())
        }
        #expect(preview.name == "Medium")
        let text = try await drawn(preview, width: 60)
        #expect(text.contains("medium"))
        // 338 points: 42 columns, the rounded edge in the outer ones; no wider at 40.
        #expect(text.split(separator: "\n").first.map(String.init) == "╭" + String(repeating: "─", count: 40) + "╮")
        let narrow = try await drawn(preview, width: 40)
        #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 40 })
    }

    @Test func anIntentParameterReadsItsDefault() {
        #expect(MoodIntent().emoji == "😀")
        #expect(MoodIntent().note == nil)
        let intent = MoodIntent()
        intent.emoji = "🤩"
        #expect(intent.emoji == "🤩")
    }

    @Test func aStaticWidgetPreviewAsksItsProviderForTheTimeline() async throws {
        let preview = Preview(as: .accessoryRectangular, widget: { StepsWidget() }, timelineProvider: { StepsProvider() })
        #expect(try await drawn(preview) == """

                   8,204
                   steps

            """)
    }

    @Test func aWidgetConfiguredWithAnIntentDrawsTheTimelineItsProviderGivesForIt() async throws {
        let preview = Preview(as: .systemSmall, using: MoodIntent(emoji: "🤩"), widget: { MoodWidget() }, timelineProvider: { MoodProvider() })
        let text = try await drawn(preview)
        #expect(text.contains("│       🤩         │"))
        #expect(text.split(separator: "\n").count == 10)
    }

    @Test func aLockScreenInlineWidgetIsOneLine() async throws {
        let preview = Preview(as: .accessoryInline, widget: { StepsWidget() }, timelineProvider: { StepsProvider() })
        #expect(try await drawn(preview) == "            8,204")
        #expect(try await drawn(preview).count == 17)
    }

    @Test func anEntryOfAnotherTypeIsNotDrawn() async throws {
        let preview = Preview(as: .systemSmall) { StepsWidget() } timeline: {
            MoodEntry(date: .distantPast, configuration: MoodIntent())
            StepsEntry(date: .distantPast, steps: 12)
        }
        let text = try await drawn(preview)
        #expect(text.contains("12"))
        #expect(!text.contains("Mood"))
        #expect(text.split(separator: "\n").count == 10)
    }

    @Test func aProviderPreviewUsesTheWidgetPreviewContext() {
        let text = StepsView(entry: StepsEntry(date: .distantPast, steps: 3))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
            .render(width: 30)
        #expect(text.split(separator: "\n").count == 10)
        #expect(text.contains("│        3         │"))
        #expect(Text("a").previewContext(OtherContext()).render() == "a")
    }

    @Test func aConfigurationIntentPerformsNothingAndReloadsDoNothing() async throws {
        _ = try await MoodIntent().perform()
        WidgetCenter.shared.reloadAllTimelines()
        WidgetCenter.shared.reloadTimelines(ofKind: "Mood")
        #expect(MoodIntent.description == nil)
        #expect(TimelineReloadPolicy.after(.distantPast) != .atEnd)
        #expect(Timeline(entries: [StepsEntry(date: .distantPast, steps: 1)], policy: .never).entries.count == 1)
    }
}

private struct OtherContext: PreviewContext {}

// Xcode's widget template, in our words.

struct MoodIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Mood" }
    static var description: IntentDescription { "Shows a mood." }

    @Parameter(title: "Mood", default: "😀")
    var emoji: String

    @Parameter(title: "Note")
    var note: String?

    init() {}

    init(emoji: String) {
        self.emoji = emoji
    }
}

struct MoodEntry: TimelineEntry {
    let date: Date
    let configuration: MoodIntent
}

struct MoodProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> MoodEntry {
        MoodEntry(date: .distantPast, configuration: MoodIntent())
    }

    func snapshot(for configuration: MoodIntent, in context: Context) async -> MoodEntry {
        MoodEntry(date: .distantPast, configuration: configuration)
    }

    func timeline(for configuration: MoodIntent, in context: Context) async -> Timeline<MoodEntry> {
        Timeline(entries: [MoodEntry(date: .distantPast, configuration: configuration)], policy: .atEnd)
    }
}

struct MoodEntryView: View {
    var entry: MoodProvider.Entry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack {
            Text("Mood:")
            Text(entry.configuration.emoji)
            Text(family == .systemSmall ? "small" : "medium")
        }
    }
}

struct MoodWidget: Widget {
    let kind = "Mood"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: MoodIntent.self, provider: MoodProvider()) { entry in
            MoodEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Mood")
        .description("Shows a mood.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .distantPast, steps: 0) }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: .distantPast, steps: 8204))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [StepsEntry(date: .distantPast, steps: 8204)], policy: .never))
    }
}

struct StepsView: View {
    let entry: StepsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack {
            Text(entry.steps.formatted())
            if family != .accessoryInline { Text("steps") }
        }
        .widgetAccentable()
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .accessoryRectangular, .accessoryInline])
    }
}

/// What an extension's other files need: its bundle (the copy drops `@main`) and the app
/// group's folder its provider reads.
@MainActor
@Suite struct WidgetBundleTests {
    private struct AppWidgets: WidgetBundle {
        var body: some Widget {
            StepsWidget()
            MoodWidget()
            if #available(iOS 18, macOS 15, *) {
                StepsWidget()
            }
        }
    }

    @Test func aBundleListsItsWidgetsAndDrawsNothingItself() throws {
        let bundle = AppWidgets()
        let configuration = bundle.body.body
        #expect(type(of: configuration)._makeEntryView(of: configuration, for: StepsEntry(date: .distantPast, steps: 1)) == nil)
    }

    #if !canImport(Darwin)
    @Test func aPreviewBelongsToNoAppGroup() {
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example") == nil)
    }
    #endif
}
