import torch
from torch import nn


class ModelHooksMixin:
    """Helpers shared by the model classes for attaching/removing instrumentation."""

    _hook_handles = None

    def add_instrumentation(self, installer, *args):
        if self._hook_handles is None:
            self._hook_handles = []
        self._hook_handles.extend(installer(self, *args))
        return self

    def remove_instrumentation(self):
        for handle in self._hook_handles or ():
            handle.remove()
        self._hook_handles = None
        return self


class GatedMLP(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.gate_up = nn.Linear(dim, 2 * hidden, bias=False)
        self.down = nn.Linear(hidden, dim, bias=False)

    def forward(self, x):
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(nn.functional.silu(gate) * up)


class Block(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.norm2 = nn.LayerNorm(dim)
        self.mlp = GatedMLP(dim, 2 * dim)

    def forward(self, x):
        h = self.norm1(x)
        x = x + self.attn(h, h, h, need_weights=False)[0]
        return x + self.mlp(self.norm2(x))


class TinyLM(ModelHooksMixin, nn.Module):
    def __init__(self, dim=24, heads=3, depth=2, vocab=40):
        super().__init__()
        self.blocks = nn.ModuleList(Block(dim, heads) for _ in range(depth))
        self.final_norm = nn.LayerNorm(dim)
        self.lm_head = nn.Linear(dim, vocab, bias=False)

    def forward(self, inputs_embeds):
        hidden = inputs_embeds
        for block in self.blocks:
            hidden = block(hidden)
        return self.lm_head(self.final_norm(hidden))
