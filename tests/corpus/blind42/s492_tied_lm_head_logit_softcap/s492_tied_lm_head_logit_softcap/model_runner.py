import torch
from torch import nn

from .config import ServerArgs
from .logits_processor import LogitsProcessor
from .stats import LogitsStatsCollector


class ParallelLMHead(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(vocab_size, hidden_size) * 0.02)

    def tie_weights(self, embed_tokens: nn.Embedding) -> "ParallelLMHead":
        self.weight = embed_tokens.weight
        return self


class ModelRunner:
    def __init__(self, server_args: ServerArgs):
        cfg = server_args.model
        self.embed_tokens = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.lm_head = ParallelLMHead(cfg.vocab_size, cfg.hidden_size)
        if cfg.tie_word_embeddings:
            self.lm_head = self.lm_head.tie_weights(self.embed_tokens)
        self.stats = LogitsStatsCollector(enabled=server_args.enable_logits_stats)
        self.logits_processor = LogitsProcessor(cfg, self.stats)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.logits_processor(hidden_states, self.lm_head)


runner = ModelRunner(ServerArgs())
decode = torch.compile(runner.forward_decode, fullgraph=True)
