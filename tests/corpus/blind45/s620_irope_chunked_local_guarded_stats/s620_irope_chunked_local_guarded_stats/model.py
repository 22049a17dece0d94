import logging
import threading
import time

import torch
from torch import nn

from .masks import ChunkMaskBuilder
from .planner import ChunkedPrefillPlanner

logger = logging.getLogger(__name__)

ATTENTION_CHUNK_SIZE = 2
NO_ROPE_LAYER_INTERVAL = 4  # every 4th layer is a global NoPE layer


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat([-x2, x1], dim=-1)


def apply_rope(x, positions, base=10000.0):
    dim = x.shape[-1]
    inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim))
    freqs = positions[:, None].float() * inv_freq[None, :]
    emb = torch.cat([freqs, freqs], dim=-1)
    return x * emb.cos() + rotate_half(x) * emb.sin()


class IRoPEAttention(nn.Module):
    def __init__(self, hidden, heads, layer_idx, mask_builder):
        super().__init__()
        self.layer_idx = layer_idx
        self.use_rope = (layer_idx + 1) % NO_ROPE_LAYER_INTERVAL != 0
        self.heads = heads
        self.head_dim = hidden // heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o = nn.Linear(hidden, hidden, bias=False)
        self.mask_builder = mask_builder
        self._stats_lock = threading.Lock()
        self._calls = 0
        self._last_call_t = 0.0

    def _record_stats(self, seq_len):
        if torch.compiler.is_compiling():
            return
        with self._stats_lock:
            self._calls += 1
            self._last_call_t = time.monotonic()
        logger.debug("layer %d (%s): seq_len=%d", self.layer_idx,
                     "chunked-rope" if self.use_rope else "global-nope", seq_len)

    def forward(self, x, positions):
        n = x.shape[0]
        self._record_stats(n)
        q, k, v = self.qkv(x).view(n, 3, self.heads, self.head_dim).unbind(1)
        if self.use_rope:
            q, k = apply_rope(q.transpose(0, 1), positions), apply_rope(k.transpose(0, 1), positions)
            allowed = self.mask_builder.build_chunk_mask(n, ATTENTION_CHUNK_SIZE, x.device)
        else:
            q, k = q.transpose(0, 1), k.transpose(0, 1)
            allowed = self.mask_builder.build_causal_mask(n, x.device)
        scores = (q @ k.transpose(-1, -2)) * self.head_dim ** -0.5
        probs = torch.softmax(scores.masked_fill(~allowed, float("-inf")), dim=-1)
        return self.o((probs @ v.transpose(0, 1)).transpose(0, 1).reshape(n, -1))


class IRoPEModel(nn.Module):
    def __init__(self, hidden=8, heads=2, num_layers=4):
        super().__init__()
        builder = ChunkMaskBuilder()
        self.layers = nn.ModuleList([IRoPEAttention(hidden, heads, i, builder) for i in range(num_layers)])
        # host-side helper, used by the scheduler before the forward pass
        self.prefill_planner = ChunkedPrefillPlanner(ATTENTION_CHUNK_SIZE)

    def forward(self, x):
        positions = torch.arange(x.shape[0], device=x.device)
        for layer in self.layers:
            x = x + layer(x, positions)
        return x


MODEL = IRoPEModel()


def forward_chunked_prefill(hidden_states):
    return MODEL(hidden_states)


step = torch.compile(forward_chunked_prefill, fullgraph=True)
