import Foundation
import Testing
import TextUI

/// Images from an asset catalog or a URL, and dates in SwiftUI's date styles.
@MainActor
@Suite struct MediaAndDateTests {
    @Test func anAssetImageDrawsAndReadsAsItsNameAndADecorativeOneIsNotRead() {
        let view = HStack { Image("logo").resizable().renderingMode(.template); Image(decorative: "wave"); Text("Shop") }
        #expect(view.render() == "(logo) (wave) Shop")
        #expect(view.accessibilityTranscript() == "Image: logo\nText: Shop")
        #expect(Text("Brewed by \(Image("logo"))").render() == "Brewed by (logo)")
    }

    @Test func asyncImageDrawsWhatShowsWhileItLoads() {
        let url = URL(string: "https://example.com/a.png")
        let placeholder = AsyncImage(url: url) { $0.resizable() } placeholder: { Text("Loading") }
        #expect(placeholder.render() == "Loading")
        let phased = AsyncImage(url: url, transaction: TextUI.Transaction(animation: .default)) { phase in
            if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { Text("Empty") }
        }
        #expect(phased.render() == "Empty")
        #expect(HStack { Text("A"); AsyncImage(url: url).frame(width: 16); Text("B") }.render() == "A    B")
    }

    @Test func dateStylesWriteTheDateTheTimeAndTheDistanceFromNow() {
        let date = Date(timeIntervalSince1970: 1_767_000_000)
        #expect(Text(date, style: .date).render() == "December 29, 2025")
        #expect(Text(date, style: .time).render() == "9:20 AM")
        #expect(Text(date...date.addingTimeInterval(6000)).render() == "Dec 29, 2025, 9:20 AM – 11:00 AM")
        let later = date.addingTimeInterval(2 * 3600 + 23 * 60 + 30)
        #expect(Text(later, style: .relative).environment(\.renderDate, date).render() == "2 hours, 23 minutes")
        #expect(Text(later, style: .offset).environment(\.renderDate, date).render() == "+2 hours")
        #expect(Text(date, style: .offset).environment(\.renderDate, later).render() == "-2 hours")
        #expect(Text(date - 95, style: .timer).environment(\.renderDate, date).render() == "1:35")
    }

    @Test func whatCountsFromNowIsWrittenForTheMomentDrawnNotTheMomentMade() {
        let sent = Date(timeIntervalSince1970: 1_767_000_000)
        let row = HStack { Text("Sent \(Text(sent, style: .relative)) ago"); Text(sent, style: .time) }
        #expect(row.environment(\.renderDate, sent + 90).render() == "Sent 1 minute, 30 seconds ago 9:20 AM")
        #expect(row.environment(\.renderDate, sent + 7_200).render() == "Sent 2 hours ago 9:20 AM")
        #expect(row.environment(\.renderDate, sent + 90).accessibilityTranscript() == "Text: Sent 1 minute, 30 seconds ago\nText: 9:20 AM")
        // Without a render date, the clock is read as the text is drawn.
        let made = Text(Date() + 3_600 + 30, style: .relative)
        #expect(made.render().hasPrefix("1 hour, "))
    }

    @Test func hapticsTransitionsAndImageScaleDrawTheViewAsItWas() {
        let view = Text("€12.50")
            .contentTransition(.numericText(countsDown: true))
            .sensoryFeedback(.impact(weight: .light), trigger: 1)
            .sensoryFeedback(.success, trigger: 1) { old, new in new > old }
            .sensoryFeedback(trigger: 1) { _, _ in .warning }
            .imageScale(.large)
        #expect(view.render() == "€12.50")
    }

    @Test func aSymbolInACircleOrSquareDrawsAsTheSymbolItEncloses() {
        let icons = HStack {
            Image(systemName: "arrow.up.circle.fill")
            Image(systemName: "play.square")
            Image(systemName: "calendar")
            Image(systemName: "sun.max.fill")
            Image(systemName: "figure.run.circle")
        }
        #expect(icons.render() == "↑ ▶ ▦ ☀ ♙")
        #expect(icons.render(style: .ascii) == "^ > # * i")
        #expect(HStack { Image(systemName: "snowflake"); Image(systemName: "mappin") }.accessibilityTranscript() == "Image: Snowflake\nImage: Pin")
    }

    @Test func aTimelineViewDrawsTheEntryOfNow() {
        let now = Date(timeIntervalSince1970: 1_767_000_000)
        let explicit = TimelineView(.explicit([now - 120, now - 60, now + 60])) { context in
            Text("\(Int(now.timeIntervalSince(context.date).rounded()))s ago")
        }
        #expect(explicit.environment(\.renderDate, now).render() == "60s ago")
        let periodic = TimelineView(.periodic(from: now - 95, by: 30)) { context in
            Text("\(Int(now.timeIntervalSince(context.date).rounded()))s ago")
        }
        #expect(periodic.environment(\.renderDate, now).render() == "5s ago")
        let minute = TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
        #expect(minute.environment(\.renderDate, now + 59).render() == "9:20 AM")
        #expect(minute.environment(\.renderDate, now + 60).render() == "9:21 AM")
        let clock = TimelineView(.everyMinute) { context in Text("\(Int(context.date.timeIntervalSince1970) % 60)") }
        #expect(clock.render() == "0")
        #expect(TimelineView(.animation(minimumInterval: 1, paused: true)) { _ in Text("Tick") }.render() == "Tick")
    }

    @Test func aTimerCountsDownToTheEndOfItsIntervalOrUpFromItsStart() {
        let now = Date(timeIntervalSince1970: 1_767_000_000)
        let interval = (now - 65)...(now + 3_600 + 115)
        func drawn(_ view: some View, width: Int = 40) -> String { view.environment(\.renderDate, now).render(width: width) }
        #expect(drawn(Text(timerInterval: interval)) == "1:01:55")
        #expect(drawn(Text(timerInterval: interval, countsDown: false)) == "1:05")
        #expect(drawn(Text(timerInterval: interval, showsHours: false)) == "61:55")
        #expect(drawn(Text(timerInterval: interval, pauseTime: now + 7_200)) == "0:00")
        let bar = ProgressView(timerInterval: (now - 30.2)...(now + 29.8), countsDown: false) { Text("Steeping") }
        #expect(drawn(bar, width: 20) == "Steeping\n████████░░░░░░░░ 50%\n0:30")
        #expect(drawn(ProgressView(timerInterval: (now - 29.5)...(now + 90.5)), width: 20) == "████████████░░░░ 75%\n1:31")
        #expect(bar.environment(\.renderDate, now + 30).render(width: 20) == "Steeping\n███████████████ 100%\n1:00")
    }
}
