import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A JUnit report read with Foundation's XML parser and checked against the shape the JUnit
/// XML schema CI servers read requires: a `testsuites` root, `testsuite` elements with `name`,
/// `tests`, `failures`, `errors`; `testcase` elements with `name` and `classname`; `failure`
/// elements with `message` and `type`. Throws on malformed XML or a missing attribute.
struct JUnitShape {
    struct Failure { let message: String; let type: String; let text: String }
    struct TestCase { let name: String; let classname: String; let failure: Failure? }
    struct Suite {
        let name: String
        let declaredTests: Int
        let declaredFailures: Int
        let testCases: [TestCase]
    }
    struct ShapeError: Error, CustomStringConvertible { let description: String }

    let rootName: String
    let rootAttributes: [String: String]
    let suites: [Suite]

    init(_ xml: String) throws {
        let document = try XMLDocument(xmlString: xml, options: [])
        guard let root = document.rootElement() else { throw ShapeError(description: "no root element") }
        rootName = root.name ?? ""
        rootAttributes = Self.attributes(root)
        for required in ["tests", "failures", "errors"] where rootAttributes[required] == nil {
            throw ShapeError(description: "testsuites lacks \(required)")
        }
        suites = try root.elements(forName: "testsuite").map { suite in
            let attributes = Self.attributes(suite)
            for required in ["name", "tests", "failures", "errors"] where attributes[required] == nil {
                throw ShapeError(description: "testsuite lacks \(required)")
            }
            let cases = try suite.elements(forName: "testcase").map { testCase in
                let attributes = Self.attributes(testCase)
                guard let name = attributes["name"], let classname = attributes["classname"] else {
                    throw ShapeError(description: "testcase lacks name or classname")
                }
                let failure = try testCase.elements(forName: "failure").first.map { element in
                    let attributes = Self.attributes(element)
                    guard let message = attributes["message"], let type = attributes["type"] else {
                        throw ShapeError(description: "failure lacks message or type")
                    }
                    return Failure(message: message, type: type, text: element.stringValue ?? "")
                }
                return TestCase(name: name, classname: classname, failure: failure)
            }
            return Suite(
                name: attributes["name"] ?? "", declaredTests: Int(attributes["tests"] ?? "") ?? -1,
                declaredFailures: Int(attributes["failures"] ?? "") ?? -1, testCases: cases
            )
        }
    }

    private static func attributes(_ element: XMLElement) -> [String: String] {
        var result: [String: String] = [:]
        for node in element.attributes ?? [] {
            if let name = node.name { result[name] = node.stringValue ?? "" }
        }
        return result
    }
}
