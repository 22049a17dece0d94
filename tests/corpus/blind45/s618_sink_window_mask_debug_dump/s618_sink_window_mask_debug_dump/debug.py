import os
import subprocess
import time

import torch


def _git_revision() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, timeout=5)
        return out.stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


class MaskDumper:
    """Writes every built mask to disk so kernels can be diffed against the reference."""

    def __init__(self, directory: str):
        self.directory = directory
        self.count = 0

    def dump(self, name: str, mask: torch.Tensor) -> None:
        os.makedirs(self.directory, exist_ok=True)
        path = os.path.join(self.directory, f"{name}_{self.count:05d}_{int(time.time())}.pt")
        torch.save({"mask": mask.cpu(), "rev": _git_revision()}, path)
        print(f"[mask-dump] wrote {path}")
        self.count += 1
