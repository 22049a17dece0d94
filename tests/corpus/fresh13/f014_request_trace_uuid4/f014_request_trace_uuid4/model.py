import torch
from torch import nn

from .tracing import TRACER


class TinyLM(nn.Module):
    def __init__(self, vocab: int = 16, hidden: int = 8):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.layer = nn.TransformerEncoderLayer(hidden, 2, dim_feedforward=16, batch_first=True, dropout=0.0)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    @torch.compile(fullgraph=True)
    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        TRACER.start_span("tinylm.forward", batch=input_ids.shape[0], seq=input_ids.shape[1])
        h = self.layer(self.embed(input_ids))
        return self.lm_head(h[:, -1])
