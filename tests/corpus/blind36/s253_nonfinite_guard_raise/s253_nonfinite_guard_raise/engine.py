import torch
import torch.nn as nn

from . import sanity


class Head(nn.Module):
    def __init__(self, dim, vocab):
        super().__init__()
        self.norm = nn.RMSNorm(dim)
        self.proj = nn.Linear(dim, vocab, bias=False)

    def forward(self, h):
        return self.proj(self.norm(h))


class Backbone(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.fc1 = nn.Linear(dim, dim * 4)
        self.fc2 = nn.Linear(dim * 4, dim)

    def forward(self, x):
        return x + self.fc2(torch.relu(self.fc1(x)))


class DecodeRunner:
    def __init__(self, dim=8, vocab=32, cfg=None):
        self.cfg = cfg or sanity.SanityConfig()
        self.backbone = Backbone(dim)
        self.head = Head(dim, vocab)

    def _hidden(self, x):
        h = self.backbone(x)
        return sanity.check(h, "backbone.out", self.cfg.check_hidden)

    def forward_decode(self, x):
        h = self._hidden(x)
        logits = self.head(h)
        logits = sanity.check(logits, "lm_head.out", self.cfg.check_logits)
        return torch.log_softmax(logits.float(), dim=-1)


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
