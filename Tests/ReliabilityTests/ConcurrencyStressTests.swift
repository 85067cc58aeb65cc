import ConstraintLayout
import Foundation
import LayoutCore
import StackLayout
import Testing

/// Concurrent solves on many threads give the serial results (RELIABILITY.md #17); run under
/// `swift test --sanitize=thread` by `make sanitize`.
@Suite struct ConcurrencyStressTests {
    static let constraintJSON = """
        {"format": "layoutlab.constraints/1", "name": "row", "views": [{"id": "a"}, {"id": "b"}],
         "constraints": ["H:|-[a]-[b(==a)]-|", "V:|-[a(44)]", "V:|-[b(44)]", "a.width <= 150 @750"]}
        """
    static let viewJSON = Specs.viewJSON(
        #"{"type": "HStack", "children": [{"type": "Text", "id": "t", "text": "Hello world"}, {"type": "Spacer"}, {"type": "Color", "id": "c"}]}"#
    )

    /// Every width with both engines.
    static func solveAll(_ constraintSpec: ConstraintSpec, _ viewSpec: ViewSpec) throws -> [LayoutSolution] {
        try stride(from: 200.0, through: 500, by: 25).flatMap { width -> [LayoutSolution] in
            var stack = StackLayoutEngine(viewSpec)
            return [
                try ConstraintLayoutEngine.solve(constraintSpec, in: Size(width: width, height: 600)),
                stack.solve(in: ProposedViewSize(width: width, height: 600)),
            ]
        }
    }

    /// Each thread solves every width; all threads must agree with the serial answers.
    @Test func concurrentSolvesAgreeWithSerialOnes() throws {
        let constraintSpec = try Specs.constraints(Self.constraintJSON)
        let viewSpec = try Specs.view(Self.viewJSON)
        let serial = try Self.solveAll(constraintSpec, viewSpec)
        let threads = 8
        let results = Results(count: threads)
        for _ in 0..<3 {
            DispatchQueue.concurrentPerform(iterations: threads) { index in
                results.store(index, Result { try Self.solveAll(constraintSpec, viewSpec) })
            }
            for index in 0..<threads {
                #expect(try results.value(index).get() == serial)
            }
        }
    }

    /// A fault contained on one thread leaves solves on the other threads untouched.
    @Test func containedFaultOnOneThreadOnly() throws {
        let spec = try Specs.constraints(Self.constraintJSON)
        let expected = try ConstraintLayoutEngine.solve(spec, in: Size(width: 320, height: 600))
        let results = Results(count: 4)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            if index == 0 { LinearProgrammingFault.inject() }
            results.store(index, Result { try [ConstraintLayoutEngine.solve(spec, in: Size(width: 320, height: 600))] })
        }
        #expect(throws: ConstraintLayoutError.self) { try results.value(0).get() }
        for index in 1..<4 { #expect(try results.value(index).get() == [expected]) }
    }
}

/// Per-thread results, written once each under a lock.
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result<[LayoutSolution], Error>?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ value: Result<[LayoutSolution], Error>) {
        lock.withLock { values[index] = value }
    }

    func value(_ index: Int) -> Result<[LayoutSolution], Error> {
        lock.withLock { values[index] } ?? .failure(Specs.Unexpected.format)
    }
}
