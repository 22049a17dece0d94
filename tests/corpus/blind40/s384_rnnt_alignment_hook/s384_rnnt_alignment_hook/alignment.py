"""Optional capture of per-frame emission decisions for forced-alignment dumps."""
from collections import defaultdict

import torch


class AlignmentTracker:
    def __init__(self):
        self.frames = defaultdict(list)

    @torch.compiler.disable
    def on_step(self, frame_idx: int, logits: torch.Tensor, emitted: torch.Tensor) -> None:
        self.frames[frame_idx].append(
            (logits.argmax(-1).cpu(), emitted.cpu())
        )

    def reset(self) -> None:
        self.frames.clear()
