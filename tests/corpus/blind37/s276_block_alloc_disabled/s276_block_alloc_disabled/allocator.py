from collections import deque

import torch


class BlockPool:
    def __init__(self, num_blocks: int, block_size: int):
        self.block_size = block_size
        self.free = deque(range(num_blocks))
        self.owned: dict[int, list[int]] = {}

    @torch.compiler.disable
    def ensure_capacity(self, seq_lens: torch.Tensor) -> torch.Tensor:
        needed = (seq_lens + self.block_size) // self.block_size
        table = torch.full((seq_lens.shape[0], int(needed.max())), -1, dtype=torch.long)
        for i, n in enumerate(needed.tolist()):
            blocks = self.owned.setdefault(i, [])
            while len(blocks) < n:
                blocks.append(self.free.popleft())
            table[i, :n] = torch.tensor(blocks[:n])
        return table
