"""`python -m ...env_report`: print toolchain information for bug reports."""
from __future__ import annotations

import platform
import shutil
import subprocess


def get_sm_version() -> int:
    smi = shutil.which("nvidia-smi")
    if smi is None:
        return 0
    out = subprocess.run(
        [smi, "--query-gpu=compute_cap", "--format=csv,noheader"], capture_output=True, text=True, check=False
    ).stdout.strip()
    if not out:
        return 0
    major, _, minor = out.splitlines()[0].partition(".")
    return int(major) * 10 + int(minor or 0)


def main() -> None:
    print(f"python   : {platform.python_version()}")
    print(f"platform : {platform.platform()}")
    print(f"sm       : {get_sm_version()}")


if __name__ == "__main__":
    main()
