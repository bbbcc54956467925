"""Markdown tables from `passlab bench -o` JSON files: python bench/table.py bench/results/h200-20261129/bench_*.json"""

from __future__ import annotations

import json
import sys


def table(path: str) -> str:
    data = json.load(open(path))
    dev = data["device"]
    lines = [f"**{data['kernel']}** {data['dtype']}, {dev['name']} (driver {dev['driver']}, torch {dev['torch']}, "
             f"triton {dev['triton']}), baseline {data['baseline']}, measured peak "
             f"{data['peak']['measured_tflops']} TFLOP/s, {data['started']}", "",
             "| shape | TFLOP/s | baseline TFLOP/s | baseline | ratio | config chosen |",
             "|---|---:|---:|---|---:|---|"]
    for row in data["rows"]:
        if row["tflops"] is None:
            lines.append(f"| {row['shape']} | - | - | - | - | no correct config |")
            continue
        lines.append(f"| {row['shape']} | {row['tflops']:.1f} | {row['baseline_tflops']:.1f} | {row['baseline']} | "
                     f"{row['ratio']:.2f}x | `{row['chosen_config']}` |")
    return "\n".join(lines)


if __name__ == "__main__":
    print("\n\n".join(table(p) for p in sys.argv[1:]))
