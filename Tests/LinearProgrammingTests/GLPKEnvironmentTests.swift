import Dispatch
import LinearProgramming
import Synchronization
import Testing

@Suite struct GLPKEnvironmentTests {
    /// The c values each worker solves, cycling through every regime of ``KinkedFamily``.
    static func c(forRun run: Int) -> Double { -1 + Double(run % 29) * 0.5 }

    /// Solves the 200 problems of one worker; returns [x, y, objective] per run ([] when
    /// infeasible).
    static func solveAllRuns() throws -> [[Double]] {
        try (0..<200).map { run in try KinkedFamily.solveFresh(c: c(forRun: run)) ?? [] }
    }

    @Test func eightThreadsSolvingTheirOwnProblemsAgree() throws {
        let reference = try Self.solveAllRuns()
        for (run, result) in reference.enumerated() {
            #expect(KinkedFamily.agree(result.isEmpty ? nil : result, KinkedFamily.expected(c: Self.c(forRun: run))))
        }
        let results = Mutex<[Int: Result<[[Double]], LPError>]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            let outcome: Result<[[Double]], LPError>
            do {
                outcome = .success(try Self.solveAllRuns())
            } catch let error as LPError {
                outcome = .failure(error)
            } catch {
                outcome = .failure(.invalidArgument("unexpected \(error)"))
            }
            GLPKEnvironment.releaseThreadResources()
            results.withLock { $0[worker] = outcome }
        }
        let collected = results.withLock { $0 }
        #expect(collected.count == 8)
        for worker in 0..<8 {
            // The same algorithm on the same data: bit-identical on every thread.
            #expect(try collected[worker]?.get() == reference, "worker \(worker)")
        }
    }

    @Test func problemsWorkAgainAfterReleasingTheEnvironment() throws {
        let before = try KinkedFamily.solveFresh(c: 6)
        GLPKEnvironment.releaseThreadResources()
        GLPKEnvironment.releaseThreadResources()  // twice is harmless
        let after = try KinkedFamily.solveFresh(c: 6)
        #expect(before == after)
        #expect(KinkedFamily.agree(after, [3, 1, 5]))
    }

    @Test func nothingReachesStandardOutput() async {
        // In a child process: solve, re-solve after an invalid basis, write an LP file (GLPK
        // normally announces that on stdout), free the environment, solve again.
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let lp = try makeWyndor()
            _ = try lp.solve()
            for j in 0..<2 { try lp.setVariableStatus(.basic, ofVariable: j) }
            for i in 0..<3 { try lp.setRowStatus(.basic, ofRow: i) }
            _ = try lp.solve()  // GLP_EBADB, then glp_adv_basis ("Constructing initial basis...")
            try lp.writeCPLEX(toPath: "/dev/null")
            try lp.deleteRows([0])
            _ = try lp.solve()
            lp.iterationLimit = 0
            _ = try? makeWyndor().solve()
        }
        #expect(result?.standardOutputContent == [])
    }

    @Test func releasingWithALiveProblemTraps() async {
        await #expect(processExitsWith: .failure) {
            let lp = LinearProgram()
            GLPKEnvironment.releaseThreadResources()
            _ = lp.variableCount
        }
    }

    @Test func readingValuesWithoutASolutionTraps() async {
        await #expect(processExitsWith: .failure) {
            let lp = try makeWyndor()
            _ = lp.value(ofVariable: 0)
        }
    }

    @Test func usingAProblemOnAnotherThreadTraps() async {
        await #expect(processExitsWith: .failure) {
            final class Box: @unchecked Sendable { let lp = LinearProgram() }
            let box = Box()
            let done = DispatchSemaphore(value: 0)
            // A global queue's worker thread, never the calling one (unlike `sync`).
            DispatchQueue.global().async {
                _ = box.lp.variableCount
                done.signal()
            }
            done.wait()
        }
    }
}
