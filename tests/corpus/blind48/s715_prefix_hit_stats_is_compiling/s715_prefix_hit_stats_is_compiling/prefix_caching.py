import torch

from .stats import PrefixCacheStats


class PrefixCachingMetadataBuilder:
    """Builds the per-batch tensors FlashAttention needs once some blocks are served from cache."""

    def __init__(self, block_size: int):
        self.block_size = block_size
        self.stats = PrefixCacheStats()

    def _observe(self, cached_blocks: torch.Tensor, seq_lens: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            return
        num_hit = int(cached_blocks.sum()) * self.block_size
        self.stats.record(num_hit, int(seq_lens.sum()))

    def build(self, block_tables: torch.Tensor, cached_mask: torch.Tensor, seq_lens: torch.Tensor):
        # blocks are cached as a contiguous prefix: count leading ones per row
        cached_blocks = cached_mask.to(torch.int64).cumprod(dim=-1).sum(dim=-1)
        context_lens = torch.minimum(cached_blocks * self.block_size, seq_lens - 1)
        query_lens = seq_lens - context_lens
        cu_seqlens_q = torch.nn.functional.pad(query_lens.cumsum(0), (1, 0))
        self._observe(cached_blocks, seq_lens)
        return context_lens, query_lens, cu_seqlens_q
