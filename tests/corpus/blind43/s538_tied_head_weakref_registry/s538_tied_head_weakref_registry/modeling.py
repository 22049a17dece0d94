from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .tying import TIED_PARAMS


@dataclass(frozen=True)
class ModelConfig:
    vocab_size: int = 32
    hidden_size: int = 8
    tie_word_embeddings: bool = True
    final_logit_softcapping: float = 30.0


class VocabParallelEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(num_embeddings, embedding_dim) * 0.02)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        return F.embedding(input_ids, self.weight)


class ParallelLMHead(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int, prefix: str):
        super().__init__()
        self.prefix = prefix
        # Placeholder; replaced by the tied embedding through the registry.
        self.weight = nn.Parameter(torch.empty(0, embedding_dim), requires_grad=False)

    @property
    def effective_weight(self) -> torch.Tensor:
        return TIED_PARAMS.resolve(f"{self.prefix}.weight", self.weight)


class LogitsProcessor(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.softcap = config.final_logit_softcapping

    def forward(self, hidden: torch.Tensor, lm_head: ParallelLMHead) -> torch.Tensor:
        logits = F.linear(hidden, lm_head.effective_weight)
        if self.softcap:
            logits = torch.tanh(logits / self.softcap) * self.softcap
        return logits


class TinyForCausalLM(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = VocabParallelEmbedding(config.vocab_size, config.hidden_size)
        self.norm = nn.RMSNorm(config.hidden_size)
        self.lm_head = ParallelLMHead(config.vocab_size, config.hidden_size, prefix="lm_head")
        self.logits_processor = LogitsProcessor(config)
        TIED_PARAMS.register_source("model.embed_tokens", self.embed_tokens)
        if config.tie_word_embeddings:
            TIED_PARAMS.tie("lm_head.weight", "model.embed_tokens")

    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.logits_processor(self.norm(hidden_states), self.lm_head)
