"""Per-request tile bookkeeping for dynamic-resolution InternVL inputs."""
import os
import time
import warnings
from dataclasses import dataclass, field
from typing import List

import torch


@dataclass
class TileLedger:
    num_image_token: int
    seen: List[tuple] = field(default_factory=list)

    def validate(self, image_flags: torch.Tensor, input_ids: torch.Tensor, img_context_token_id: int) -> None:
        n_tiles = int(image_flags.sum().item())
        n_ctx = int((input_ids == img_context_token_id).sum().item())
        if n_ctx != n_tiles * self.num_image_token:
            warnings.warn(f"IMG_CONTEXT tokens ({n_ctx}) != tiles ({n_tiles}) x {self.num_image_token}")
        self.seen.append((time.time(), n_tiles, n_ctx))


@torch.compiler.disable
def dump_tiles(pixel_values: torch.Tensor, out_dir: str) -> None:
    os.makedirs(out_dir, exist_ok=True)
    torch.save(pixel_values.detach().cpu(), os.path.join(out_dir, f"tiles_{os.getpid()}_{time.time_ns()}.pt"))
