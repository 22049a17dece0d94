import torch
from torch import nn

from .layers import MLP, SelfAttentionBlock


class DecoderOnlyLM(nn.Module):
    def __init__(self, vocab: int = 80, hidden: int = 32, heads: int = 4, depth: int = 2):
        super().__init__()
        self.wte = nn.Embedding(vocab, hidden)
        self.wpe = nn.Embedding(64, hidden)
        blocks = []
        for i in range(depth):
            blocks += [SelfAttentionBlock(hidden, heads, i), MLP(hidden)]
        self.blocks = nn.Sequential(*blocks)
        self.ln_f = nn.LayerNorm(hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)
        self.lm_head.weight = self.wte.weight

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        h = self.wte(input_ids) + self.wpe(positions)
        h = self.blocks(h)
        return self.lm_head(self.ln_f(h))


torch.manual_seed(0)
model = torch.compile(DecoderOnlyLM().eval(), fullgraph=True)
