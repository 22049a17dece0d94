from __future__ import annotations

import dataclasses

import torch


@dataclasses.dataclass
class GraphInputBuffers:
    """Static tensors that captured graphs read from (written before replay)."""

    input_ids: torch.Tensor
    positions: torch.Tensor
    seq_lens: torch.Tensor

    @classmethod
    def allocate(cls, max_bs: int, device: str = "cpu") -> "GraphInputBuffers":
        return cls(
            input_ids=torch.zeros(max_bs, dtype=torch.long, device=device),
            positions=torch.zeros(max_bs, dtype=torch.long, device=device),
            seq_lens=torch.ones(max_bs, dtype=torch.long, device=device),
        )

    def fill(self, raw_bs: int, input_ids: torch.Tensor, positions: torch.Tensor) -> None:
        self.input_ids[:raw_bs].copy_(input_ids)
        self.positions[:raw_bs].copy_(positions)
        self.seq_lens[:raw_bs].copy_(positions + 1)
