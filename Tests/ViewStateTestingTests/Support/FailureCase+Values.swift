import Foundation
import ViewStateTesting

extension FailureCase {
    static let valueCases: [FailureCase] = []
}
