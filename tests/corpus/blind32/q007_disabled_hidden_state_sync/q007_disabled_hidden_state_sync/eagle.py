import torch
from torch import nn

from .state import DraftHiddenState


class EagleDraftHead(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 16, capacity: int = 32):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.fuse = nn.Linear(2 * hidden, hidden)
        self.layer = nn.TransformerEncoderLayer(hidden, nhead=2, dim_feedforward=16, batch_first=True)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)
        self.state = DraftHiddenState(capacity, hidden)

    def fuse_inputs(self, target_hidden, token_ids):
        return self.fuse(torch.cat([target_hidden, self.embed(token_ids)], dim=-1))

    def forward(self, target_hidden, token_ids):
        x = self.fuse_inputs(target_hidden, token_ids)
        x = self.layer(x.unsqueeze(0)).squeeze(0)
        self.state.push(x)
        return self.lm_head(x).argmax(-1)


compiled_eagle = torch.compile(EagleDraftHead(), fullgraph=True)
