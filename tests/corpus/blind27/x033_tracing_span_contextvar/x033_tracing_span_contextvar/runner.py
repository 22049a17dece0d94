import torch
import torch.nn as nn

from .tracing import span


class FeedForward(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.up = nn.Linear(hidden, 4 * hidden)
        self.down = nn.Linear(4 * hidden, hidden)

    def forward(self, x):
        return self.down(torch.nn.functional.gelu(self.up(x)))


class DecodeRunner(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 16, layers: int = 2):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.layers = nn.ModuleList(FeedForward(hidden) for _ in range(layers))
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def _run_layers(self, h):
        for i, layer in enumerate(self.layers):
            with span(f"layer{i}", kind="ffn"):
                h = h + layer(h)
        return h

    def forward_decode(self, token_ids):
        h = self.embed(token_ids)
        h = self._run_layers(h)
        return self.lm_head(h)


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
