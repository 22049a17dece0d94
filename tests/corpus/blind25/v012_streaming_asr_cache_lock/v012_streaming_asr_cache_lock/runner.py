import torch
import torch.nn as nn

from .cache import LeftContextCache
from .layers import StreamingConformerLayer

HIDDEN = 8
LAYERS = 2
KERNEL = 3
LEFT_FRAMES = 6


class StreamingEncoder(nn.Module):
    def __init__(self, n_feats: int = 8, vocab: int = 12):
        super().__init__()
        self.subsample = nn.Linear(n_feats, HIDDEN)
        self.layers = nn.ModuleList(StreamingConformerLayer(HIDDEN, 2, KERNEL) for _ in range(LAYERS))
        self.ctc = nn.Linear(HIDDEN, vocab)


class StreamingRunner:
    def __init__(self, encoder: StreamingEncoder):
        self.encoder = encoder.eval()
        self.cache = LeftContextCache(LAYERS, HIDDEN, LEFT_FRAMES, KERNEL - 1)

    def _run_layer(self, idx: int, layer, x):
        left, tail = self.cache.context(idx)
        y, new_tail = layer(x, left, tail)
        self.cache.push(idx, x, new_tail)
        return y

    @torch.no_grad()
    def forward_chunk(self, feats):
        x = self.encoder.subsample(feats)
        for idx, layer in enumerate(self.encoder.layers):
            x = self._run_layer(idx, layer, x)
        return self.encoder.ctc(x).log_softmax(-1)


runner = StreamingRunner(StreamingEncoder())
step = torch.compile(runner.forward_chunk, fullgraph=True)
