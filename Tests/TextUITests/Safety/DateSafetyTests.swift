import Foundation
import Testing
import TextUI

/// A date that is not a number, infinite, or outside the years 1 to 9999 — one bad timestamp
/// from a server in a mock — draws "date out of range" wherever a view takes a date, and
/// never traps.
@MainActor
@Suite struct DateSafetyTests {
    nonisolated static let unusable: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 9.3e18, -9.3e18, 1e17, -1e12, 253_402_300_800]
    static let now = Date(timeIntervalSince1970: 1_767_000_000)

    @Test(arguments: unusable)
    func everyDateStyleReadsAnUnusableDateAsOutOfRange(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        for style in [Text.DateStyle.time, .date, .relative, .offset, .timer] {
            #expect(Text(date, style: style).environment(\.renderDate, Self.now).render() == "date out of range", "\(style)")
            // Counted from an unusable moment, a good date is out of range too.
            let counted = Text(Self.now, style: style).environment(\.renderDate, date).render()
            #expect(counted == "date out of range" || [.time, .date].contains(style), "\(style) from \(seconds)")
        }
    }

    @Test(arguments: unusable)
    func aTimerWithAnUnusableEndOrMomentReadsOutOfRange(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        let outOfRange = "date out of range"
        #expect(Text(timerInterval: date...date).environment(\.renderDate, Self.now).render() == outOfRange)
        #expect(Text(timerInterval: Self.now...Self.now.addingTimeInterval(60), pauseTime: date).render() == outOfRange)
        #expect(Text(timerInterval: Self.now...Self.now.addingTimeInterval(60)).environment(\.renderDate, date).render() == outOfRange)
        if !seconds.isNaN {
            let interval = min(date, Self.now)...max(date, Self.now)
            #expect(Text(timerInterval: interval, countsDown: false).environment(\.renderDate, Self.now).render() == outOfRange)
        }
    }

    @Test(arguments: unusable)
    func aDateRangeWritesTheEndThatIsOutOfRangeAsSuch(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(Text(date...date).render() == "date out of range")
        if !seconds.isNaN, date > Self.now {
            #expect(Text(Self.now...date).render() == "Dec 29, 2025 – date out of range")
        }
    }

    @Test(arguments: unusable)
    func aDatePickerInEveryStyleShowsItsLabelAndOutOfRange(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        let picker = DatePicker("When", selection: .constant(date))
        #expect(picker.render(width: 30) == "When         date out of range")
        #expect(DatePicker("When", selection: .constant(date), displayedComponents: .date).render(width: 30) == "When         date out of range")
        #expect(picker.datePickerStyle(.graphical).render(width: 30) == "When\ndate out of range")
        #expect(picker.datePickerStyle(.wheel).render(width: 30) == "When\n    [ date out of range ]")
        #expect(picker.accessibilityTranscript() == "Button: When, date out of range")
    }

    @Test(arguments: unusable)
    func aTimerProgressViewWithAnUnusableDateDrawsAnEmptyBarAndSaysSo(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        let outOfRange = String(repeating: "░", count: 37) + " 0%\ndate out of range"
        #expect(ProgressView(timerInterval: date...date).environment(\.renderDate, Self.now).render() == outOfRange)
        #expect(ProgressView(timerInterval: Self.now...Self.now.addingTimeInterval(60)).environment(\.renderDate, date).render() == outOfRange)
    }

    @Test func theFirstAndLastDaysOfYearsOneAndNineThousandNineHundredNinetyNineStillDraw() {
        let first = Date(timeIntervalSince1970: -62_135_596_800)
        let last = Date(timeIntervalSince1970: 253_402_300_799)
        #expect(Text(first, style: .date).render() == "January 1, 1")
        #expect(Text(last, style: .date).render() == "December 31, 9999")
        #expect(Text(last, style: .time).render() == "11:59 PM")
        #expect(Text(first, style: .relative).environment(\.renderDate, last).render() == "10005 years, 7 months")
    }
}
