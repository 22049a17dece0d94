import torch
import torch.nn as nn

from .wkv import WKVStep


class RecurrentEngine(nn.Module):
    def __init__(self, d_model: int = 8, head_size: int = 4):
        super().__init__()
        self.ln = nn.LayerNorm(d_model)
        self.shift_mix = nn.Parameter(torch.full((d_model,), 0.5))
        self.wkv = WKVStep(d_model, head_size)

    def step(self, x, wkv_state, shift_state):
        h = self.ln(x)
        mixed = h * self.shift_mix + shift_state * (1 - self.shift_mix)
        y, wkv_state = self.wkv(mixed, wkv_state)
        return x + y, wkv_state, h


engine = RecurrentEngine()
decode_step = torch.compile(engine.step, fullgraph=True)
