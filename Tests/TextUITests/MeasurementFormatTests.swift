import Foundation
import Testing
import TextUI

/// A screen that formats a `Measurement` compiles on Linux too, and reads its number and unit
/// in the unit it was given, the same on every machine.
@MainActor
@Suite struct MeasurementFormatTests {
    let english = Locale(identifier: "en_US")

    @Test func eachWidthWritesTheUnitAsSwiftUIsEnglishDoes() {
        let run = Measurement(value: 5.2, unit: UnitLength.kilometers)
        #expect(run.formatted(.measurement(width: .abbreviated).locale(english)) == "5.2 km")
        #expect(run.formatted(.measurement(width: .wide).locale(english)) == "5.2 kilometers")
        #expect(run.formatted(.measurement(width: .narrow).locale(english)) == "5.2km")
        #expect(run.formatted().hasSuffix(" km"))
        #expect(Measurement(value: 1, unit: UnitLength.miles).formatted(.measurement(width: .wide)) == "1 mile")
        #expect(Measurement(value: 6, unit: UnitLength.feet).formatted(.measurement(width: .narrow)) == "6′")
        #expect(Measurement(value: 45, unit: UnitDuration.minutes).formatted() == "45 min")
    }

    @Test func aTemperatureTakesItsSymbolWithoutASpace() {
        let today = Measurement(value: 21, unit: UnitTemperature.celsius)
        #expect(today.formatted(.measurement(width: .abbreviated, usage: .weather)) == "21°C")
        #expect(Text(today, format: .measurement(width: .abbreviated, usage: .weather)).render() == "21°C")
        #expect(today.formatted(.measurement(width: .narrow)) == "21°")
        #expect(today.formatted(.measurement(width: .wide)) == "21 degrees Celsius")
    }

    @Test func inATextTheNumberIsWrittenInTheFixedLocaleAndTheUnitAsGiven() {
        let climb = Measurement(value: 1234.567, unit: UnitLength.meters)
        let row = HStack {
            Text("Climb")
            Spacer()
            Text(climb, format: .measurement(width: .abbreviated, usage: .road, numberFormatStyle: .number.precision(.fractionLength(0))))
        }
        #expect(row.render(width: 20) == "Climb        1,235 m")
        #expect(Text(Measurement(value: 3.5, unit: UnitEnergy.kilocalories), format: .measurement(width: .wide, usage: .food)).render()
            == "3.5 kilocalories")
        let odd = Measurement(value: 2, unit: UnitPressure.bars)
        #expect(odd.formatted(.measurement(width: .wide)) == "2 \(UnitPressure.bars.symbol)")
    }
}
