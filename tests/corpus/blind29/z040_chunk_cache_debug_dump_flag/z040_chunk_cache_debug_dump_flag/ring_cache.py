"""Fixed-size ring of past chunks used as left context."""
import os
import subprocess

import torch

from . import settings


def _dump(tag: str, t: torch.Tensor) -> None:
    os.makedirs(settings.DUMP_DIR, exist_ok=True)
    path = os.path.join(settings.DUMP_DIR, f"{tag}.pt")
    torch.save(t, path)
    subprocess.run(["sync"], check=False)
    print(f"dumped {tag} -> {path}")


class RingChunkCache:
    def __init__(self, slots: int, chunk_len: int, dim: int):
        self.slots = slots
        self.register = torch.zeros(1, slots * chunk_len, dim)
        self.chunk_len = chunk_len

    def push(self, chunk: torch.Tensor) -> torch.Tensor:
        ctx = torch.cat([self.register.expand(chunk.shape[0], -1, -1), chunk], dim=1)
        if settings.DEBUG_DUMP_CHUNKS:
            _dump("ring_ctx", ctx)
        return ctx[:, -self.slots * self.chunk_len:]
