from dataclasses import dataclass

import torch
import torch.nn as nn

from .hooks import run_forward_hooks


@dataclass
class ForwardBatch:
    input_embeds: torch.Tensor
    seq_lens: torch.Tensor

    @property
    def batch_size(self) -> int:
        return self.input_embeds.shape[0]


class TinyLM(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16):
        super().__init__()
        self.embed_norm = nn.LayerNorm(hidden_size)
        self.proj = nn.Linear(hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, forward_batch: ForwardBatch) -> torch.Tensor:
        h = self.embed_norm(forward_batch.input_embeds)
        h = h + torch.nn.functional.gelu(self.proj(h))
        return self.lm_head(h)


class ModelRunner:
    def __init__(self):
        self.model = TinyLM()

    @torch.compile(fullgraph=True)
    def forward(self, input_embeds: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        forward_batch = ForwardBatch(input_embeds=input_embeds, seq_lens=seq_lens)
        logits = self.model(forward_batch)
        run_forward_hooks(forward_batch, logits)
        return logits
