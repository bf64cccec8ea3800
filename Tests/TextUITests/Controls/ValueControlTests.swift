import Foundation
import Testing
import TextUI

/// Steppers, sliders and date pickers: the value they show, the same on every machine, and
/// how a screen reader reads and adjusts them.
@MainActor @Suite struct ValueControlTests {
    @Test func aStepperShowsItsValueUnlessItsLabelAlreadyDoes() {
        #expect(Stepper("Guests", value: .constant(2), in: 1...9).render(width: 16) == "Guests     − 2 +")
        #expect(Stepper("Guests: 2", value: .constant(2), in: 1...9).render(width: 16) == "Guests: 2    − +")
        #expect(Stepper("Guests 12", value: .constant(2), in: 1...20).render(width: 16) == "Guests 12  − 2 +")
        #expect(Stepper("Guests", value: .constant(2)).render(width: 16, style: .ascii) == "Guests     - 2 +")
    }

    @Test func aStepperWithActionsHasNoValue() {
        let stepper = Stepper("Zoom", onIncrement: {}, onDecrement: nil)
        #expect(stepper.render(width: 12) == "Zoom     − +")
        #expect(stepper.accessibilityTranscript() == "Adjustable: Zoom\n  Actions: Increment, Decrement")
    }

    @Test func aStepperIsReadAsAdjustableWithItsValue() {
        let stepper = Stepper(value: .constant(3), in: 0...5) { Text("Rooms") }
        #expect(stepper.accessibilityTranscript() == "Adjustable: Rooms, 3\n  Actions: Increment, Decrement")
    }

    @Test func aFormattedStepperShowsItsFormattedValueInAFixedLocale() {
        let stepper = Stepper("Tip", value: .constant(0.15), in: 0...1, step: 0.05, format: .percent)
        #expect(stepper.render(width: 16) == "Tip      − 15% +")
        let price = Stepper(value: .constant(1234.5), step: 0.5, format: .number) { Text("Price") }
        #expect(price.render(width: 20) == "Price    − 1,234.5 +")
    }

    @Test func aSliderPutsItsKnobWhereTheValueSits() {
        #expect(Slider(value: .constant(0)).render(width: 10) == "●─────── 0")
        #expect(Slider(value: .constant(1)).render(width: 10) == "━━━━━━━● 1")
        #expect(Slider(value: .constant(5.0), in: 0...10).render(width: 12, style: .ascii) == "=====o---- 5")
        #expect(Slider(value: .constant(20.0), in: 0...10).render(width: 12) == "━━━━━━━━● 20")
    }

    @Test func aSliderTooNarrowForItsValueDrawsTheTrackAlone() {
        #expect(Slider(value: .constant(0.5)).render(width: 4) == "━━●─")
    }

    @Test func aSliderIsReadAsAPercentOfItsRange() {
        let slider = Slider(value: .constant(25.0), in: 0...50) { Text("Volume") }
        #expect(slider.accessibilityTranscript() == "Adjustable: Volume, 50%\n  Actions: Increment, Decrement")
        #expect(slider.render(width: 14) == "Volume\n━━━━━●───── 25")
    }

    @Test func aDatePickerWritesItsDateInEnglishAndUTC() {
        let leapNoon = Date(timeIntervalSince1970: 1_709_208_000)
        #expect(DatePicker("Day", selection: .constant(leapNoon)).render(width: 30) == "Day      Feb 29, 2024 12:00 PM")
        let midnight = Date(timeIntervalSince1970: 0)
        #expect(DatePicker("Day", selection: .constant(midnight)).render(width: 30) == "Day       Jan 1, 1970 12:00 AM")
        let beforeEpoch = Date(timeIntervalSince1970: -1)
        #expect(DatePicker("Day", selection: .constant(beforeEpoch), displayedComponents: .date).render(width: 20) == "Day     Dec 31, 1969")
    }

    @Test func aDatePickerShowsOnlyTheComponentsAskedFor() {
        let date = Date(timeIntervalSince1970: 1_736_070_065)
        #expect(DatePicker("T", selection: .constant(date), displayedComponents: .hourAndMinute).render(width: 12) == "T    9:41 AM")
        #expect(DatePicker("T", selection: .constant(date), displayedComponents: .hourMinuteAndSecond).render(width: 14) == "T   9:41:05 AM")
        #expect(DatePicker("T", selection: .constant(date)).accessibilityTranscript() == "Button: T, Jan 5, 2025 9:41 AM")
    }

    @Test func aDateOutsideTheRangeShowsTheNearestDateInIt() {
        let early = Date(timeIntervalSince1970: 0)
        let start = Date(timeIntervalSince1970: 86_400 * 10)
        let end = Date(timeIntervalSince1970: 86_400 * 20)
        #expect(DatePicker("D", selection: .constant(early), in: start...end, displayedComponents: .date).render(width: 14) == "D Jan 11, 1970")
        #expect(DatePicker("D", selection: .constant(early), in: start..., displayedComponents: .date).render(width: 14) == "D Jan 11, 1970")
        #expect(DatePicker("D", selection: .constant(.distantFuture), in: ...end, displayedComponents: .date).render(width: 14) == "D Jan 21, 1970")
    }

    @Test func aGraphicalDatePickerDrawsTheMonthWithTheDayInBrackets() {
        let leapDay = Date(timeIntervalSince1970: 1_709_208_000)
        let picker = DatePicker(selection: .constant(leapDay)) { Text("Date") }.datePickerStyle(.graphical)
        #expect(picker.render(width: 24) == """
            Date
                February 2024
             Su Mo Tu We Th Fr Sa
                          1  2  3
              4  5  6  7  8  9 10
             11 12 13 14 15 16 17
             18 19 20 21 22 23 24
             25 26 27 28[29]
            Time            12:00 PM
            """)
    }

    @Test func aGraphicalDatePickerTooNarrowForTheMonthWritesTheDate() {
        let picker = DatePicker("", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
        #expect(picker.datePickerStyle(.graphical).render(width: 12) == "Jan 1, 1970")
    }
}
