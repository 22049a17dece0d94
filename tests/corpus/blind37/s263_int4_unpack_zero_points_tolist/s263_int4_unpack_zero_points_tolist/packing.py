"""Helpers for int4 weights packed two-per-byte (AWQ-style layout)."""
import torch

PACK_FACTOR = 2


def pack_int4(q: torch.Tensor) -> torch.Tensor:
    q = q.to(torch.uint8)
    lo = q[..., 0::2] & 0xF
    hi = q[..., 1::2] & 0xF
    return lo | (hi << 4)


def unpack_int4(packed: torch.Tensor) -> torch.Tensor:
    lo = packed & 0xF
    hi = (packed >> 4) & 0xF
    return torch.stack([lo, hi], dim=-1).flatten(-2)


class ZeroPointTable:
    """Per-group zero points; checkpoints store them as packed uint8 too."""

    def __init__(self, packed_zeros: torch.Tensor, group_size: int):
        self.packed_zeros = packed_zeros
        self.group_size = group_size

    def expand(self, n_cols: int) -> torch.Tensor:
        zeros = unpack_int4(self.packed_zeros)
        rows = []
        for row in zeros.tolist():
            rows.append([z for z in row for _ in range(self.group_size)][:n_cols])
        return torch.tensor(rows, dtype=torch.float32)
