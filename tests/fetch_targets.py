"""Fetch the real, pinned target releases the tests scan and trace.

Each release goes into its own folder under .targets/ (pip --no-deps --target), so that two
versions of the same package can live side by side; tests put the folder they need on
PYTHONPATH (or pass it with --search-path). Nothing here ever installs torch.
Idempotent: a folder that already holds its .dist-info is kept.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS = ROOT / ".targets"

PINS = {
    "sglang-0.5.11": ["sglang==0.5.11"],
    "sglang-0.5.23": ["sglang==0.5.23"],
    "flashinfer-0.6.8.post1": ["flashinfer-python==0.6.8.post1"],
    "flashinfer-0.7.4": ["flashinfer-python==0.7.4"],
    # the latest vLLM, scanned by bench/real_trees.py (pure-Python tree; its compiled parts are inert)
    "vllm-0.33.0": ["vllm==0.33.0"],
    # model code labelled by dynamo (bench/hf_models.py, tests/test_hf_models.py): scanned as source only
    "transformers-5.24.0": ["transformers==5.24.0"],
    # what `import flashinfer` needs on a CPU machine (torch itself comes from the dev extra)
    "deps": ["apache-tvm-ffi", "nvidia-ml-py", "tqdm", "requests", "urllib3", "idna",
             "certifi", "charset-normalizer"],
}


def have(folder: Path, specs: list[str]) -> bool:
    if not folder.is_dir():
        return False
    infos = {p.name.lower().replace("_", "-") for p in folder.glob("*.dist-info")}
    for spec in specs:
        name = spec.split("==")[0].lower().replace("_", "-")
        ver = spec.split("==")[1] if "==" in spec else ""
        if not any(i.startswith(f"{name}-{ver}") for i in infos):
            return False
    return True


def main() -> int:
    TARGETS.mkdir(exist_ok=True)
    for folder, specs in PINS.items():
        dest = TARGETS / folder
        if have(dest, specs):
            print(f"fetch_targets: {folder} present")
            continue
        print(f"fetch_targets: installing {' '.join(specs)} -> {dest}", flush=True)
        cmd = [sys.executable, "-m", "pip", "install", "--no-deps", "--no-compile", "-q",
               "--disable-pip-version-check", "--upgrade", "--target", str(dest), *specs]
        subprocess.run(cmd, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
