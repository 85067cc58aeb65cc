import LayoutCore
import LayoutHarness
import LayoutTranslation
import StackLayout
import SwiftSourceImport

/// The corpus as Swift source (the SwiftUI files `translate --to swiftui` writes for every
/// entry it can express): parse + import + first layout at the first device size, timed
/// whole and by phase, with SwiftParser's own share of the whole shown in the note. Each
/// imported file must give back the view tree it was written from (else the run fails).
enum SwiftSourceCases {
    static func sources() throws -> [(name: String, source: String, spec: ViewSpec)] {
        var result: [(String, String, ViewSpec)] = []
        for entry in Corpus.entries {
            var specs: [(String, ViewSpec)] = []
            if let spec = try? entry.decodedViewSpec() { specs.append((entry.name + ".view", spec)) }
            if entry.isTranslatable, let stacks = try? ConstraintsToStacks.translate(entry.decodedConstraintSpec()).spec
            {
                specs.append((entry.name + ".constraints", stacks))
            }
            for (name, spec) in specs {
                guard let source = try? SwiftUISource.make(spec, typeName: SwiftUISource.typeName(for: spec.name))
                else { continue }
                result.append((name + ".swift", source, spec))
            }
        }
        return result
    }

    static func run(budget: Double) throws -> [Figure] {
        let size = SolveSize(Device.all[0].size)
        var figures: [Figure] = []
        for (name, source, spec) in try sources() {
            func imported() throws -> ViewSpec {
                guard case .view(let spec) = try SwiftSource.read(source, file: name).document else {
                    throw WrongResult(description: "\(name): not read as a SwiftUI view")
                }
                return spec
            }
            guard try imported().root == spec.root else {
                throw WrongResult(description: "\(name): the imported view tree differs from the one written")
            }
            // One loop, the three phases timed in turn (so drift hits them alike): SwiftParser
            // alone, then the import (which parses again), then the first layout.
            var parse: [Double] = []
            var phases = (build: [Double](), compute: [Double](), whole: [Double]())
            let start = Measure.now()
            while parse.count < 200 {
                let t0 = Measure.now()
                if SwiftSource.parseOnly(source) {
                    throw WrongResult(description: "\(name): syntax errors in the written source")
                }
                let t1 = Measure.now()
                var engine = StackLayoutEngine(try imported())
                let t2 = Measure.now()
                engine.layout(in: size)
                let t3 = Measure.now()
                parse.append(Double(t1 - t0))
                phases.build.append(Double(t2 - t1))
                phases.compute.append(Double(t3 - t2))
                phases.whole.append(Double(t3 - t1))
                if parse.count >= 5 && Double(Measure.now() - start) / 1e9 > 3 * budget { break }
            }
            // The parser's share: the median of each iteration's parse ÷ (import + first layout),
            // robust to load that slows some iterations more than others.
            let share = Statistics.median(zip(parse, phases.whole).map { $0 / max($1, 1) })
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
            func figure(_ metric: String, _ samples: [Double], _ note: String = "") -> Figure {
                Figure(peer: "layoutlab-swift", workload: name, metric: metric, n: 1, samples: samples, note: note)
            }
            figures += [
                figure("swift_parse", parse, "SwiftParser alone, \(lines) lines"),
                figure("swift_import", phases.build, "parse + evaluate into a view spec (+ engine build)"),
                figure(
                    "swift_first_layout", phases.compute,
                    "stack engine at \(Int(size.width ?? 0))×\(Int(size.height ?? 0))"),
                figure(
                    "swift_scratch", phases.whole,
                    "parse + import + first layout; parser \(ComparisonReport.number(share * 100, 0)) % of it"),
            ]
        }
        return figures
    }
}
