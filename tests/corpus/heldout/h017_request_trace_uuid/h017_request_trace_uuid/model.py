import torch
from torch import nn

from . import tracing


class TracedLMHead(nn.Module):
    def __init__(self, hidden: int, vocab: int, enable_tracing: bool = False) -> None:
        super().__init__()
        self.proj = nn.Linear(hidden, vocab, bias=False)
        self.enable_tracing = enable_tracing

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        if self.enable_tracing:
            span = tracing.new_span("lm_head")
            tracing.annotate(span, "logits")
        return self.proj(hidden_states)


lm_head = TracedLMHead(8, 32, enable_tracing=True)
lm_head_compiled = torch.compile(lm_head, fullgraph=True)
