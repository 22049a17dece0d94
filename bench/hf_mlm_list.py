#!/usr/bin/env python
"""Write bench/hf_mlm_models.json: every ``*ForMaskedLM`` class defined at top level of
transformers' ``transformers/models/*/modeling_*.py`` (found with ``ast``, the source is
never imported), as "module:Class" specs, sorted and then shuffled with
``random.Random(5)`` (the order the labeller runs them in). The auto factory
(``models/auto``'s ``AutoModelForMaskedLM``) is left out, as ``AutoModelForCausalLM`` is left
out of bench/hf_models.json: it is not a model that ``Class(config)`` builds.

    python bench/hf_mlm_list.py [--src .targets/transformers-5.24.0] [--out bench/hf_mlm_models.json]
"""
from __future__ import annotations

import argparse
import ast
import glob
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
SRC = os.path.join(REPO, ".targets", "transformers-5.24.0")
OUT = os.path.join(HERE, "hf_mlm_models.json")
SUFFIX = "ForMaskedLM"
SEED = 5


def find(src: str, suffix: str = SUFFIX) -> list[str]:
    specs = []
    for path in sorted(glob.glob(os.path.join(src, "transformers", "models", "*", "modeling_*.py"))):
        if os.path.basename(os.path.dirname(path)) == "auto":
            continue  # _BaseAutoModelClass factories, not models
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        mod = os.path.relpath(path, src)[: -len(".py")].replace(os.sep, ".")
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and node.name.endswith(suffix):
                specs.append(f"{mod}:{node.name}")
    return sorted(specs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--src", default=SRC)
    ap.add_argument("--out", default=OUT)
    a = ap.parse_args()
    specs = find(a.src)
    random.Random(SEED).shuffle(specs)
    with open(a.out, "w") as f:
        json.dump(specs, f, indent=0)  # same shape as bench/hf_models.json: one spec a line
    print(f"{len(specs)} {SUFFIX} classes -> {a.out}")


if __name__ == "__main__":
    main()
