import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A JUnit report read with Foundation's XML parser and checked against the JUnit schema that
/// Jenkins publishes (and GitLab and GitHub reporters follow): which element may hold which,
/// which attributes each may carry, which are required. Throws on malformed XML, an element or
/// attribute the schema does not have, or a missing one; our own reports also must give every
/// test case a `classname` and every failure a `message` and `type`.
struct JUnitShape {
    /// Per element: the attributes the schema allows, those it requires, the child elements allowed.
    private static let schema: [String: (allowed: Set<String>, required: Set<String>, children: Set<String>)] = [
        "testsuites": (["name", "time", "tests", "failures", "disabled", "errors"], [], ["testsuite"]),
        "testsuite": (
            ["name", "tests", "failures", "errors", "time", "disabled", "skipped", "timestamp", "hostname", "id", "package"],
            ["name", "tests"], ["properties", "testcase", "system-out", "system-err"]
        ),
        "testcase": (["name", "assertions", "time", "classname", "status"], ["name"], ["skipped", "error", "failure", "system-out", "system-err"]),
        "failure": (["type", "message"], [], []),
        "error": (["type", "message"], [], []),
        "skipped": ([], [], []),
        "system-out": ([], [], []),
        "system-err": ([], [], []),
    ]

    /// Throws unless `element` and everything under it keep to ``schema``.
    private static func conform(_ element: XMLElement) throws {
        let name = element.name ?? ""
        guard let rule = schema[name] else { throw ShapeError(description: "<\(name)> is no JUnit element") }
        let present = Set(attributes(element).keys)
        if let extra = present.subtracting(rule.allowed).sorted().first { throw ShapeError(description: "<\(name)> may not carry \(extra)") }
        if let missing = rule.required.subtracting(present).sorted().first { throw ShapeError(description: "<\(name)> lacks \(missing)") }
        for child in element.children?.compactMap({ $0 as? XMLElement }) ?? [] {
            guard rule.children.contains(child.name ?? "") else { throw ShapeError(description: "<\(name)> may not hold <\(child.name ?? "")>") }
            try conform(child)
        }
    }
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
        try Self.conform(root)
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
