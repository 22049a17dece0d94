import torch
import torch.nn as nn

from .prefix_cache import PrefixCacheIndex


class TinyLM(nn.Module):
    def __init__(self, vocab: int = 16, hidden: int = 8):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.proj = nn.Linear(hidden, hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        return self.lm_head(torch.tanh(self.proj(self.embed(ids))))


class PrefillRunner:
    def __init__(self, model: nn.Module, block_size: int = 4):
        self.model = model
        self.prefix_cache = PrefixCacheIndex(block_size=block_size)

    def forward_prefill(self, input_ids: torch.Tensor) -> torch.Tensor:
        skip = self.prefix_cache.num_cached_tokens(input_ids)
        # tokens whose KV is already cached are not recomputed
        logits = self.model(input_ids[skip:])
        return logits[-1]


runner = PrefillRunner(TinyLM())
prefill = torch.compile(runner.forward_prefill, fullgraph=True)
