"""Runs LayoutLab's compiled constraint models through kiwisolver (Cassowary) for output and
speed comparison in the same run (`make bench-peers`).

usage: kiwi_adapter.py MODELS.json [--budget SECONDS] [--jsonl FILE]

MODELS.json comes from `layoutlab-bench --export-models`: per model the frame variables,
rows `sum(a * x) (op) b` with a LayoutLab priority, and LayoutLab's frames at each size.
Priorities map to kiwi strengths as LayoutLab's weighted mode does: 1000 -> required,
p < 1000 -> 1000 ** ((p - 250) / 250) (750 = strong, 500 = medium, 250 = weak). The root's
width and height are edit variables (just below required), so a resize is
suggestValue + updateVariables, as in the peers' kiwi benchmark.

Agreement is checked only where the optimum is unique: kiwi is a weighted solver, so a
layout whose constraints leave ties (several optima) may come out differently in each
engine; those are counted, not failed. The adaptive layout has a unique optimum and must
agree at every height.
"""
import argparse
import json
import statistics
import sys
import time

import kiwisolver as kiwi

EDIT = 999_999_999.0
UNIQUE = {"adaptive-split"}


def strength(p):
    return kiwi.strength.required if p >= 1000 else 1000.0 ** ((p - 250.0) / 250.0)


def build(model):
    s = kiwi.Solver()
    xs = [kiwi.Variable(name) for name in model["variables"]]
    for row in model["rows"]:
        expr = kiwi.Expression([kiwi.Term(xs[j], a) for j, a in row["terms"]], -row["constant"])
        c = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[row["op"]]
        s.addConstraint(c | strength(row["priority"]))
    index = {name: i for i, name in enumerate(model["variables"])}
    s.addConstraint(xs[index["root.left"]] == 0)
    s.addConstraint(xs[index["root.top"]] == 0)
    w, h = xs[index["root.width"]], xs[index["root.height"]]
    s.addEditVariable(w, EDIT)
    s.addEditVariable(h, EDIT)
    return s, xs, index, w, h


def frames(xs, index, ids):
    return {
        i: (xs[index[i + ".left"]].value(), xs[index[i + ".top"]].value(),
            xs[index[i + ".width"]].value(), xs[index[i + ".height"]].value())
        for i in ids
    }


def report(out, model, metric, samples, note):
    samples = sorted(samples)
    q = lambda p: samples[int(p * (len(samples) - 1) + 0.5)]
    n = int(model["name"].split("-")[1]) if model["name"].startswith("chain-") else 1
    line = dict(peer="kiwisolver-py (layoutlab model)", workload="chain" if n > 1 else model["name"],
                metric=metric, n=n, median_ns=statistics.median(samples), p10_ns=q(0.1), p90_ns=q(0.9),
                samples=len(samples), note=note)
    out.append(line)
    print(json.dumps(line), flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("models")
    ap.add_argument("--budget", type=float, default=0.4)
    ap.add_argument("--jsonl")
    args = ap.parse_args()
    models = json.load(open(args.models))
    out, failures = [], 0
    summary = []
    for model in models:
        s, xs, index, w, h = build(model)
        agree = differ = 0
        worst = 0.0
        for size in model["expected"]:
            s.suggestValue(w, size["width"])
            s.suggestValue(h, size["height"])
            s.updateVariables()
            got = frames(xs, index, list(size["frames"].keys()))
            for vid, f in size["frames"].items():
                d = max(abs(a - b) for a, b in zip(got[vid], (f["x"], f["y"], f["width"], f["height"])))
                worst = max(worst, d)
                if d <= 1e-3:
                    agree += 1
                else:
                    differ += 1
        unique = model["name"] in UNIQUE
        if unique and differ:
            failures += 1
        summary.append((model["name"], agree, differ, worst, unique))
        sizes = model["expected"]
        samples, t_end = [], time.perf_counter() + args.budget
        while len(samples) < 5 or (time.perf_counter() < t_end and len(samples) < 200):
            t0 = time.perf_counter_ns()
            for size in sizes:
                s.suggestValue(w, size["width"])
                s.suggestValue(h, size["height"])
                s.updateVariables()
            samples.append((time.perf_counter_ns() - t0) / len(sizes))
        report(out, model, "warm_resize", samples, "suggestValue(width, height) + updateVariables (Python)")
        samples, t_end = [], time.perf_counter() + args.budget
        while len(samples) < 3 or (time.perf_counter() < t_end and len(samples) < 100):
            t0 = time.perf_counter_ns()
            s2, _, _, w2, h2 = build(model)
            s2.suggestValue(w2, sizes[0]["width"])
            s2.suggestValue(h2, sizes[0]["height"])
            s2.updateVariables()
            samples.append(time.perf_counter_ns() - t0)
        report(out, model, "scratch", samples, "build solver + rows + edits, solve one size (Python)")
    print("\n| model | (view, size) pairs agreeing | differing | largest difference (pt) | optimum unique |",
          file=sys.stderr)
    print("|---|---:|---:|---:|---|", file=sys.stderr)
    for name, a, d, worst, unique in summary:
        print(f"| {name} | {a} | {d} | {worst:.4g} | {'yes' if unique else 'no (ties allowed)'} |", file=sys.stderr)
    if args.jsonl:
        with open(args.jsonl, "w") as f:
            for line in out:
                f.write(json.dumps(line) + "\n")
    if failures:
        print(f"kiwi disagrees with LayoutLab on {failures} model(s) with a unique optimum", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
