import Foundation
import Testing
@testable import ViewStateTesting
import ViewStateKit

/// Values printed as one piece of text, and the names of types.
@Suite struct ValueDumpLeafTests {
    @Test func stringsAreQuotedAndEscaped() {
        #expect(ValueDump.dump("say \"hi\"\t\\ \u{1B}") == #""say \"hi\"\t\\ \u{1B}""#)
        #expect(ValueDump.dump(Character("\n")) == #""\n""#)
        #expect(ValueDump.dump(Note(text: "一行目\n二行目 \n")) == #"""
            Note(
              text: """
              一行目
              二行目\u{20}

              """
            )
            """#)
    }

    @Test func blocksEscapeTripleQuotesAndTheirLastSpace() {
        #expect(ValueDump.dump("say \"\"\"hi\"\"\"\nend ") == #"""
            """
            say ""\"hi""\"
            end\u{20}
            """
            """#)
    }

    @Test func leavesWithADescription() throws {
        #expect(ValueDump.dump(Token()) == "Token(tk_live)")
        #expect(ValueDump.dump(Money(yen: 100)) == "Money(\n  yen: 100\n)")  // has fields: shows them
        #expect(ValueDump.dump(try #require(URL(string: "https://example.com/a"))) == "URL(https://example.com/a)")
        #expect(ValueDump.dump(Date(timeIntervalSince1970: 1_706_693_400.25)) == "Date(2024-01-31T09:30:00.250Z)")
        #expect(ValueDump.dump(Date(timeIntervalSince1970: -0.5)) == "Date(1969-12-31T23:59:59.500Z)")
        #expect(ValueDump.dump(Data([1, 2, 3])) == "Data(3 bytes)")
        #expect(ValueDump.dump(Int.self) == "Int.self")
        #expect(ValueDump.dump(-0.0) == "-0.0")
    }

    @Test func addressesNeverAppear() {
        #expect(ValueDump.dump(Handle()) == "Handle(Handle at 0x…)")
        var number = 5
        withUnsafePointer(to: &number) { pointer in
            #expect(ValueDump.dump(pointer) == "UnsafePointer<Int>(0x…)")
        }
        #expect(ValueDump.dump(\User.name) == #"WritableKeyPath<User, String>(\User.name)"#)
    }

    @Test(arguments: [
        ("Swift.Int", "Int"),
        ("MyApp.Outer.Inner", "Outer.Inner"),
        ("MyApp.Box<Swift.Optional<MyApp.User>>", "Box<Optional<User>>"),
        ("Swift.Dictionary<Swift.String, (Swift.Int, label: MyApp.User)>", "Dictionary<String, (Int, label: User)>"),
        ("MyApp.(unknown context at $10a8c).(unknown context at $10a90).Local", "Local"),
        ("MyApp.(Hidden in _6A2F3C).Nested", "Hidden.Nested"),
        ("MyApp.Outer<Swift.Int>.Inner.Type", "Outer<Int>.Inner.Type"),
        ("any MyApp.UseCase", "any UseCase"),
    ])
    func typeNamesDropModules(reflected: String, shown: String) {
        #expect(TypeName.cleaned(reflected) == shown)
    }

    @Test func localTypesHaveNoAddresses() {
        struct Local { var x = 1 }
        // Declared in a method: named after the method's type, not the runtime's "(unknown context at $…)".
        #expect(ValueDump.dump(Local()) == "ValueDumpLeafTests.Local(\n  x: 1\n)")
    }
}
