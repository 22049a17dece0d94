import torch
import torch.nn as nn

from .base import GraphRunnerBase


class DecodeGraphRunner(GraphRunnerBase):
    """Single-layer decode step replayed at padded batch sizes.

    The scheduler pads the batch up to ``padded_batch_size(bs)`` and fills the
    extra rows of ``slot_mapping`` with ``PAD_SLOT_ID``.
    """

    def __init__(self, num_slots: int, hidden: int):
        super().__init__(num_slots, hidden)
        self.k_proj = nn.Linear(hidden, hidden, bias=False)
        self.out = nn.Linear(hidden, hidden)

    @torch.compile(fullgraph=True)
    def run(self, hidden: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        k = self.k_proj(hidden)
        self.write_kv(k.detach(), slot_mapping)
        return self.out(hidden + k)
