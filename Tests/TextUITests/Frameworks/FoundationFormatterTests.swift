import Foundation
import Testing
@testable import TextUI

/// The formatters Linux's Foundation lacks or declares unavailable, which screens that show
/// durations and "5 hours ago" use: they compile, and write what a phone writes in English.
@Suite struct FoundationFormatterTests {
    private var english: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private func durations(_ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = units
        formatter.unitsStyle = style
        formatter.calendar = english
        return formatter
    }

    @Test func aDurationIsWrittenInEachUnitsStyle() {
        let all: NSCalendar.Unit = [.hour, .minute, .second]
        #expect(durations(all, .positional).string(from: 3_725) == "1:02:05")
        #expect(durations(all, .abbreviated).string(from: 3_725) == "1h 2m 5s")
        #expect(durations(all, .full).string(from: 3_725) == "1 hour, 2 minutes, 5 seconds")
        #expect(durations(all, .spellOut).string(from: 3_725) == "one hour, two minutes, five seconds")
        #expect(durations(all, .short).string(from: 3_725)?.hasPrefix("1 hr, 2 min, 5 sec") == true)
    }

    @Test func unitsThatAreNotAllowedFoldIntoTheSmallerOnesAndTheRestIsCut() {
        #expect(durations([.hour, .minute], .abbreviated).string(from: 3_725) == "1h 2m")
        #expect(durations([.minute, .second], .positional).string(from: 3_725) == "62:05")
        #expect(durations([.hour, .minute], .full).string(from: 59) == "0 minutes")
    }

    @Test func zeroUnitsAreDroppedOrPaddedAsTheBehaviourSays() {
        let all: NSCalendar.Unit = [.hour, .minute, .second]
        #expect(durations(all, .positional).string(from: 65) == "1:05")
        #expect(durations(all, .positional).string(from: 5) == "0:05")
        #expect(durations(all, .full).string(from: 3_605) == "1 hour, 5 seconds")
        let padded = durations(all, .positional)
        padded.zeroFormattingBehavior = .pad
        #expect(padded.string(from: 65) == "00:01:05")
        let everyUnit = durations(all, .abbreviated)
        everyUnit.zeroFormattingBehavior = .none
        #expect(everyUnit.string(from: 3_605) == "1h 0m 5s")
    }

    @Test func maximumUnitCountKeepsTheLargestUnitsAndPhrasesWrapTheSpan() {
        let formatter = durations([.day, .hour, .minute], .full)
        formatter.maximumUnitCount = 1
        #expect(formatter.string(from: 90_000) == "1 day")
        formatter.includesApproximationPhrase = true
        formatter.includesTimeRemainingPhrase = true
        #expect(formatter.string(from: 7_200) == "About 2 hours remaining")
    }

    @Test func componentsAndDateRangesAreSpansToo() {
        var components = DateComponents()
        components.hour = 2
        components.minute = 30
        #expect(durations([.hour, .minute], .abbreviated).string(from: components) == "2h 30m")
        let start = Date(timeIntervalSinceReferenceDate: 0)
        #expect(durations([.minute], .full).string(from: start, to: start + 120) == "2 minutes")
        #expect(durations([.minute], .full).string(for: "not a span") == nil)
    }

    @Test func hostileSpansGiveNilOrAShortLineNeverATrap() {
        let formatter = durations([], .abbreviated)
        #expect(formatter.string(from: .nan) == nil)
        #expect(formatter.string(from: .infinity) == nil)
        #expect(formatter.string(from: -90)?.hasPrefix("-1m 30s") == true)
        #expect(formatter.string(from: 1e14) != nil)
    }

    @Test func aRelativeDateIsToldFromItsReference() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.calendar = english
        let posted = Date(timeIntervalSinceReferenceDate: 1_000_000)
        #expect(formatter.localizedString(for: posted, relativeTo: posted + 5 * 3_600) == "5 hours ago")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(fromTimeInterval: 2 * 86_400) == "in 2d")
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(fromTimeInterval: -86_400) == "yesterday")
        var components = DateComponents()
        components.minute = -3
        formatter.dateTimeStyle = .numeric
        #expect(formatter.localizedString(from: components) == "3 minutes ago")
        #expect(formatter.localizedString(fromTimeInterval: .nan) == formatter.localizedString(fromTimeInterval: 0))
    }

    @Test func listsAreJoinedAsASentence() {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: ["Ann", "Bo", "Cy"]) == "Ann, Bo, and Cy")
        #expect(formatter.string(from: [1, 2]) == "1 and 2")
        #expect(formatter.string(for: 7) == nil)
    }

    @MainActor @Test func aRowShowingADurationDrawsItsWords() {
        struct WorkoutRow: View {
            let seconds: TimeInterval
            var calendar: Calendar
            var body: some View {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute]
                formatter.unitsStyle = .abbreviated
                formatter.calendar = calendar
                return HStack {
                    Text("Run")
                    Spacer()
                    Text(formatter.string(from: seconds) ?? "")
                }
            }
        }
        #expect(WorkoutRow(seconds: 5_460, calendar: english).render(width: 16) == "Run       1h 31m")
    }
}
