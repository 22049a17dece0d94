import warnings

import torch
import torch.nn.functional as F
from torch import nn

from .config import RunnerConfig
from .padding import PADDING_STRATEGIES


class VocabParallelEmbedding(nn.Module):
    def __init__(self, config: RunnerConfig):
        super().__init__()
        self.config = config
        per_partition = (config.vocab_size + config.tp_size - 1) // config.tp_size
        self.vocab_start_index = config.tp_rank * per_partition
        self.vocab_end_index = min(self.vocab_start_index + per_partition, config.vocab_size)
        self.weight = nn.Parameter(torch.randn(per_partition, config.hidden_size))

    def _shard_mask(self, input_ids: torch.Tensor) -> torch.Tensor:
        return (input_ids < self.vocab_start_index) | (input_ids >= self.vocab_end_index)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        if self.config.check_vocab_range:
            if bool((input_ids >= self.config.vocab_size).any()):
                warnings.warn("out-of-vocab token ids in batch")
        input_mask = self._shard_mask(input_ids)
        masked_input = (input_ids - self.vocab_start_index).masked_fill(input_mask, 0)
        out = F.embedding(masked_input, self.weight)
        return out.masked_fill(input_mask.unsqueeze(-1), 0.0)


class ModelRunner(nn.Module):
    def __init__(self, config: RunnerConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = VocabParallelEmbedding(config)
        self.norm = nn.LayerNorm(config.hidden_size)

    def get_padded_bs(self, raw_bs: int) -> int:
        strategy = PADDING_STRATEGIES[self.config.padding]
        return strategy.padded_size(raw_bs, self.config.capture_bs)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        raw_bs = input_ids.shape[0]
        bs = self.get_padded_bs(raw_bs)
        if bs != raw_bs:
            input_ids = F.pad(input_ids, (0, bs - raw_bs), value=0)
        hidden = self.norm(self.embed_tokens(input_ids))
        return hidden[:raw_bs]


runner = ModelRunner(RunnerConfig())
forward_step = torch.compile(runner.forward, fullgraph=True)
