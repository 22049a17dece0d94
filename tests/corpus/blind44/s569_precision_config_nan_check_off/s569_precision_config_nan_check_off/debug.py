import os
import time

import torch


def check_finite(t: torch.Tensor, name: str, dump_dir: str) -> None:
    n_bad = (~torch.isfinite(t)).sum().item()
    if n_bad:
        os.makedirs(dump_dir, exist_ok=True)
        path = os.path.join(dump_dir, f"{name}_{os.getpid()}_{int(time.time())}.pt")
        torch.save(t.detach().cpu(), path)
        print(f"[precision] {name}: {n_bad} non-finite values, dumped to {path}")
        raise FloatingPointError(f"non-finite values in {name}")
