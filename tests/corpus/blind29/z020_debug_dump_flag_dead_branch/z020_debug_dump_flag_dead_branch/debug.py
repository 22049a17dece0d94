import os
import time

import numpy as np
import torch

from .config import DUMP_DIR


def dump_tensor(name: str, t: torch.Tensor) -> None:
    os.makedirs(DUMP_DIR, exist_ok=True)
    path = os.path.join(DUMP_DIR, f"{name}-{time.time_ns()}.npy")
    np.save(path, t.detach().cpu().numpy())
    print(f"[doc-encoder] dumped {name} {tuple(t.shape)} -> {path}")
