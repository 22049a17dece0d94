"""Dump intermediate tensors every N steps for offline diffing against the reference."""
import os
import tempfile
from dataclasses import dataclass

import torch


@dataclass
class DumpConfig:
    every_n_steps: int = 1
    out_dir: str = os.path.join(tempfile.gettempdir(), "s254_dumps")
    prefix: str = "attn"


class TensorDumper:
    def __init__(self, config=None):
        self.config = config or DumpConfig()
        self.step = 0

    def _path(self, tag):
        return os.path.join(self.config.out_dir, f"{self.config.prefix}_{tag}_{self.step:06d}.pt")

    def maybe_dump(self, tag, t):
        if self.step % self.config.every_n_steps == 0:
            torch.save(t.detach().cpu(), self._path(tag))

    def tick(self):
        self.step += 1
