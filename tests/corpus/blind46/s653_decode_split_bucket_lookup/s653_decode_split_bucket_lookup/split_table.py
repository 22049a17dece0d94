from dataclasses import dataclass
from typing import List, Tuple


@dataclass(frozen=True)
class DecodeKernelConfig:
    num_kv_splits: int
    block_n: int


# (max sequence length upper bound, config), tuned offline for the decode kernel
DEFAULT_SPLIT_TABLE: List[Tuple[int, DecodeKernelConfig]] = [
    (64, DecodeKernelConfig(num_kv_splits=1, block_n=16)),
    (512, DecodeKernelConfig(num_kv_splits=2, block_n=32)),
    (4096, DecodeKernelConfig(num_kv_splits=4, block_n=64)),
    (1 << 30, DecodeKernelConfig(num_kv_splits=8, block_n=64)),
]


class KVSplitTable:
    def __init__(self, table=DEFAULT_SPLIT_TABLE, max_splits: int = 8):
        self.table = table
        self.max_splits = max_splits

    def config_for(self, max_seq_len: int) -> DecodeKernelConfig:
        for bound, cfg in self.table:
            if max_seq_len <= bound:
                return cfg
        return self.table[-1][1]

    def lookup(self, seq_lens) -> DecodeKernelConfig:
        max_seq_len = int(seq_lens.max())
        return self.config_for(max_seq_len)
