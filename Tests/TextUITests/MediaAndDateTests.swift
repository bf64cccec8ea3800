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
        let later = Date().addingTimeInterval(2 * 3600 + 23 * 60 + 30)
        #expect(Text(later, style: .relative).render() == "2 hours, 23 minutes")
        #expect(Text(later, style: .offset).render() == "+2 hours")
        #expect(Text(Date().addingTimeInterval(-95), style: .timer).render() == "1:35")
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
        #expect(icons.render() == "↑ ▶ ▦ ☀ (figure.run.circle)")
        #expect(icons.render(style: .ascii) == "^ > [#] * (figure.run.circle)")
        #expect(HStack { Image(systemName: "snowflake"); Image(systemName: "mappin") }.accessibilityTranscript() == "Image: Snowflake\nImage: Pin")
    }

    @Test func aTimelineViewDrawsTheEntryOfNow() {
        let now = Date()
        let explicit = TimelineView(.explicit([now - 120, now - 60, now + 60])) { context in
            Text("\(Int(now.timeIntervalSince(context.date).rounded()))s ago")
        }
        #expect(explicit.render() == "60s ago")
        let periodic = TimelineView(.periodic(from: now - 95, by: 30)) { context in
            Text("\(Int(now.timeIntervalSince(context.date).rounded()))s ago")
        }
        #expect(periodic.render() == "5s ago")
        let minute = TimelineView(.everyMinute) { context in Text("\(Int(context.date.timeIntervalSince1970) % 60)") }
        #expect(minute.render() == "0")
        #expect(TimelineView(.animation(minimumInterval: 1, paused: true)) { _ in Text("Tick") }.render() == "Tick")
    }

    @Test func aTimerCountsDownToTheEndOfItsIntervalOrUpFromItsStart() {
        let now = Date()
        let interval = (now - 65)...(now + 3_600 + 115)
        #expect(Text(timerInterval: interval).render() == "1:01:55")
        #expect(Text(timerInterval: interval, countsDown: false).render() == "1:05")
        #expect(Text(timerInterval: interval, showsHours: false).render() == "61:55")
        #expect(Text(timerInterval: interval, pauseTime: now + 7_200).render() == "0:00")
        let bar = ProgressView(timerInterval: (now - 30.2)...(now + 29.8), countsDown: false) { Text("Steeping") }
        #expect(bar.render(width: 20) == "Steeping\n████████░░░░░░░░ 50%\n0:30")
        #expect(ProgressView(timerInterval: (now - 29.5)...(now + 90.5)).render(width: 20) == "████████████░░░░ 75%\n1:31")
    }
}
