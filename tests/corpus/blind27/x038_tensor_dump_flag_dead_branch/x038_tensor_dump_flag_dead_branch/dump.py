"""Write intermediate tensors to disk for diffing against a reference impl."""
import os

import torch

from . import envs


class TensorDumper:
    def __init__(self, root: str):
        self.root = root
        self.step = 0

    def dump(self, name: str, t: torch.Tensor) -> None:
        os.makedirs(self.root, exist_ok=True)
        path = os.path.join(self.root, f"{self.step:05d}_{name}.pt")
        torch.save(t.detach().cpu(), path)
        if envs.VERBOSE:
            print(f"[dump] {path} {tuple(t.shape)}")


DUMPER = TensorDumper(envs.DUMP_DIR)
