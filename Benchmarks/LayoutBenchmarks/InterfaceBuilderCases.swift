import ConstraintLayout
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutHarness

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Interface Builder documents (part `ib`): per document, the import (XML parse and every
/// root imported), the build and first solve of every root at its stored size, and a warm
/// re-solve of every root at another size; then the importer's throughput in MB/s against a
/// plain parse of the same bytes with the same XML library (FoundationXML's `XMLParser` with a
/// delegate that does nothing). Every solve at a stored size is checked: a root the engine
/// cannot solve there fails the run.
enum InterfaceBuilderCases {
    /// The documents benchmarked: the shared IB conformance sample when it is beside the
    /// package (`../shared/conformance/ib/docs`), else the project's fixture copies.
    static func defaultFolder() -> String {
        let shared = "../shared/conformance/ib/docs"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: shared, isDirectory: &isDirectory), isDirectory.boolValue {
            return shared
        }
        return "Tests/InterfaceBuilderTests/Fixtures/docs"
    }

    /// The other size a root is re-solved at: the width of an iPhone 16 Pro (393) — or of an
    /// iPhone 16 Pro Max (440) for a root already 393 wide — and the height scaled in proportion.
    static func otherSize(of size: Size) -> Size {
        let width = size.width == 393 ? 440.0 : 393.0
        let scale = size.width > 0 ? width / size.width : 1
        return Size(width: width, height: (size.height * scale).rounded())
    }

    /// The short name of a document in the tables: its file name.
    static func name(_ path: String) -> String { (path as NSString).lastPathComponent }

    static func run(budget: Double, folder: String) throws -> [Figure] {
        let paths = InterfaceBuilderCheck.documents(in: folder)
        guard !paths.isEmpty else { throw WrongResult(description: "no .storyboard or .xib in \(folder)") }
        var figures: [Figure] = []
        var allBytes: [[UInt8]] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw WrongResult(description: "\(path): unreadable")
            }
            let bytes = [UInt8](data)
            allBytes.append(bytes)
            figures += try documentFigures(bytes, name: name(path), budget: budget)
        }
        figures += try throughput(allBytes, budget: budget)
        return figures
    }

    /// import, scratch (build + first solve of every root) and warm_resize (every root
    /// re-solved at ``otherSize(of:)``, alternating with its stored size) for one document;
    /// n = the number of roots.
    static func documentFigures(_ bytes: [UInt8], name: String, budget: Double) throws -> [Figure] {
        let roots = try IBDocument(bytes: bytes, file: name).importAll()
        let n = max(roots.count, 1)
        var figures = [
            Figure(
                peer: "layoutlab-ib", workload: name, metric: "import", n: n,
                samples: try Measure.samples(budget: budget, operations: 1) {
                    _ = try IBDocument(bytes: bytes, file: name).importAll()
                }, note: "\(bytes.count) bytes: XML parse + every root imported")
        ]
        figures.append(
            Figure(
                peer: "layoutlab-constraints", workload: name, metric: "scratch", n: n,
                samples: try Measure.samples(budget: budget, operations: 1) {
                    for root in roots { try checked(try ConstraintLayoutEngine(root.spec).solve(in: root.size), name) }
                }, note: "every root: engine built from the imported spec + first solve at its stored size"))
        let engines = try roots.map { root in
            let engine = try ConstraintLayoutEngine(root.spec)
            try checked(try engine.solve(in: root.size), name)
            // At the other size a root may well be unsatisfiable (fixed widths wider than the
            // new screen): that is its layout there, timed like any other.
            _ = try engine.solve(in: otherSize(of: root.size))
            return (engine, root.size, otherSize(of: root.size))
        }
        var flip = false
        figures.append(
            Figure(
                peer: "layoutlab-constraints", workload: name, metric: "warm_resize", n: n,
                samples: try Measure.samples(budget: budget, operations: 1) {
                    flip.toggle()
                    for (engine, stored, other) in engines { _ = try engine.solve(in: flip ? other : stored) }
                }, note: "every root re-solved at 393 (or 440) pt wide, height in proportion, and back"))
        return figures
    }

    static func checked(_ solution: LayoutSolution, _ name: String) throws {
        guard solution.status != .unsatisfiable else {
            throw WrongResult(description: "\(name): a root is unsatisfiable")
        }
    }

    /// The importer (parse + import of every root) and a plain `XMLParser` pass over all the
    /// documents' bytes; the notes give MB/s and the ratio. The three passes take turns, one of
    /// each per round, so a change in the machine's load falls on all three alike.
    static func throughput(_ documents: [[UInt8]], budget: Double) throws -> [Figure] {
        let total = documents.reduce(0) { $0 + $1.count }
        let datas = documents.map { Data($0) }
        var plain: [Double] = []
        var reader: [Double] = []
        var importer: [Double] = []
        func timed(_ samples: inout [Double], _ body: () throws -> Void) rethrows {
            let start = Measure.now()
            try body()
            samples.append(Double(Measure.now() - start))
        }
        let start = Measure.now()
        while importer.count < 200 && (importer.count < 5 || Double(Measure.now() - start) / 1e9 <= 3 * budget) {
            timed(&plain) {
                for data in datas {
                    let parser = XMLParser(data: data)
                    let delegate = PlainDelegate()
                    parser.delegate = delegate
                    guard parser.parse() else { return }
                }
            }
            try timed(&reader) { for bytes in documents { _ = try IBDocument(bytes: bytes) } }
            try timed(&importer) { for bytes in documents { _ = try IBDocument(bytes: bytes).importAll() } }
        }
        func megabytesPerSecond(_ ns: Double) -> Double { Double(total) / ns * 1e9 / 1e6 }
        let plainRate = megabytesPerSecond(Statistics.median(plain))
        let importRate = megabytesPerSecond(Statistics.median(importer))
        let ratio = importRate / plainRate
        // Each round's own ratio (its plain pass over its import), and their spread.
        let rounds = zip(plain, importer).map { $0 / $1 }
        let roundRatios =
            "round by round \(TextTable.fixed(Statistics.median(rounds), 2))×, p10–p90 "
            + "\(TextTable.fixed(Statistics.percentile(rounds, 0.1), 2))–\(TextTable.fixed(Statistics.percentile(rounds, 0.9), 2))×"
        let readRate = megabytesPerSecond(Statistics.median(reader))
        return [
            Figure(
                peer: "xmlparser-plain", workload: "ib-throughput", metric: "parse", n: documents.count,
                samples: plain, note: "\(total) bytes, \(TextTable.fixed(plainRate, 2)) MB/s: a delegate doing nothing"),
            Figure(
                peer: "layoutlab-ib", workload: "ib-throughput", metric: "read", n: documents.count,
                samples: reader,
                note:
                    "\(total) bytes, \(TextTable.fixed(readRate, 2)) MB/s = \(TextTable.fixed(readRate / plainRate, 2))× the plain parse: the element tree and the roots found"
            ),
            Figure(
                peer: "layoutlab-ib", workload: "ib-throughput", metric: "import", n: documents.count,
                samples: importer,
                note:
                    "\(total) bytes, \(TextTable.fixed(importRate, 2)) MB/s = \(TextTable.fixed(ratio, 2))× the plain parse (target ≥ 0.5×); \(roundRatios)"
            ),
        ]
    }

    /// The plain parse's delegate: it keeps nothing.
    final class PlainDelegate: NSObject, XMLParserDelegate {}
}
