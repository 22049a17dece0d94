import os
import subprocess

import numpy as np
import torch

# read once at import; flipping it needs a restart
DUMP_LATENTS = os.environ.get("S339_DUMP_LATENTS", "0") == "1"
DUMP_DIR = os.environ.get("S339_DUMP_DIR", "/tmp/s339_latents")


def _git_rev() -> str:
    try:
        return subprocess.check_output(["git", "rev-parse", "--short", "HEAD"], text=True).strip()
    except Exception:
        return "unknown"


def dump_tile(name: str, tile: torch.Tensor) -> None:
    os.makedirs(DUMP_DIR, exist_ok=True)
    path = os.path.join(DUMP_DIR, f"{_git_rev()}_{name}.npy")
    with open(path, "wb") as fh:
        np.save(fh, tile.detach().cpu().numpy())
