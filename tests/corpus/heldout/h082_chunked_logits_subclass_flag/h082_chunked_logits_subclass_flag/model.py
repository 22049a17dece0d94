import torch
from torch import nn

from .logits_processor import ChunkedLogitsProcessor, LogitsProcessor


def build_logits_processor(vocab_size: int, hidden: int) -> LogitsProcessor:
    if vocab_size >= 32:
        return ChunkedLogitsProcessor(vocab_size, hidden)
    return LogitsProcessor(vocab_size, hidden)


class CausalLMHead(nn.Module):
    def __init__(self, vocab_size: int = 64, hidden: int = 16) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.logits_processor = build_logits_processor(vocab_size, hidden)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.logits_processor(self.norm(hidden_states))


lm_head = CausalLMHead()
head_compiled = torch.compile(lm_head, fullgraph=True)
