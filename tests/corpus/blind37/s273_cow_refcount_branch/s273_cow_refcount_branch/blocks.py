import torch


class BlockManagerBase:
    def __init__(self, num_blocks: int):
        self.num_blocks = num_blocks

    def writable_block(self, cache, ref_counts, block_id):
        return block_id


class CowBlockManager(BlockManagerBase):
    """Copy-on-write: a block shared by several sequences is copied before a write."""

    def __init__(self, num_blocks: int, spare_block: int):
        super().__init__(num_blocks)
        self.spare_block = spare_block

    def _copy_block(self, cache: torch.Tensor, src, dst: int) -> None:
        cache[dst].copy_(cache[src])

    def writable_block(self, cache, ref_counts, block_id):
        if ref_counts[block_id] > 1:
            self._copy_block(cache, block_id, self.spare_block)
            return torch.tensor(self.spare_block)
        return block_id
