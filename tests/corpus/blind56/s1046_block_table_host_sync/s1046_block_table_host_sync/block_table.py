from __future__ import annotations

from typing import List

import torch

from .utils import host_side


class BlockTable:
    def __init__(self, block_size: int, max_num_reqs: int, max_num_blocks_per_req: int):
        self.block_size = block_size
        self.max_num_reqs = max_num_reqs
        self.max_num_blocks_per_req = max_num_blocks_per_req
        self.block_table = torch.zeros((max_num_reqs, max_num_blocks_per_req), dtype=torch.int32)
        self.block_table_cpu = torch.zeros((max_num_reqs, max_num_blocks_per_req), dtype=torch.int32)
        self.num_blocks_per_row: List[int] = [0] * max_num_reqs

    @host_side
    def append_row(self, block_ids: List[int], row_idx: int) -> None:
        if not block_ids:
            return
        num_blocks = len(block_ids)
        start = self.num_blocks_per_row[row_idx]
        self.num_blocks_per_row[row_idx] += num_blocks
        self.block_table_cpu[row_idx, start : start + num_blocks] = torch.tensor(block_ids, dtype=torch.int32)

    def add_row(self, block_ids: List[int], row_idx: int) -> None:
        self.num_blocks_per_row[row_idx] = 0
        self.append_row(block_ids, row_idx)

    def commit(self, num_reqs: int) -> None:
        self.block_table[:num_reqs].copy_(self.block_table_cpu[:num_reqs])

    def get_device_tensor(self) -> torch.Tensor:
        return self.block_table


class MultiGroupBlockTable:
    def __init__(self, block_sizes: List[int], max_num_reqs: int, max_num_blocks_per_req: int):
        self.block_tables = [BlockTable(bs, max_num_reqs, max_num_blocks_per_req) for bs in block_sizes]

    def add_row(self, block_ids: tuple[List[int], ...], row_idx: int) -> None:
        for i, block_table in enumerate(self.block_tables):
            block_table.add_row(block_ids[i], row_idx)

    def commit(self, num_reqs: int) -> None:
        for block_table in self.block_tables:
            block_table.commit(num_reqs)

    def __getitem__(self, idx: int) -> BlockTable:
        return self.block_tables[idx]
