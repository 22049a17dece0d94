import torch

from .prefix_cache import PrefixCacheMetadata


class ModelRunner:
    def __init__(self, block_size: int = 4, num_blocks: int = 8, hidden: int = 8):
        self.block_size = block_size
        self.prefix_cache = PrefixCacheMetadata(block_size)
        self.kv_pool = torch.zeros(num_blocks * block_size, hidden)
        self.embed = torch.nn.Embedding(32, hidden)

    def forward_extend(self, input_ids: torch.Tensor) -> torch.Tensor:
        cached = self.prefix_cache.match_prefix(input_ids)
        num_cached_tokens = len(cached) * self.block_size
        new_tokens = input_ids[num_cached_tokens:]
        hidden = self.embed(new_tokens)
        return hidden.sum(0, keepdim=True) + self.kv_pool[:num_cached_tokens].sum(0, keepdim=True)


runner = ModelRunner()
extend = torch.compile(runner.forward_extend, fullgraph=True)
