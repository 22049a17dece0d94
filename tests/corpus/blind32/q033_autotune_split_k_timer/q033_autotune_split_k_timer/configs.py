"""Candidate launch configs for the split-K weight-only GEMM."""
from typing import NamedTuple


class GemmConfig(NamedTuple):
    block_m: int
    block_n: int
    split_k: int


CANDIDATES = (
    GemmConfig(16, 64, 1),
    GemmConfig(16, 64, 2),
    GemmConfig(32, 128, 4),
)

DEFAULT = CANDIDATES[0]
