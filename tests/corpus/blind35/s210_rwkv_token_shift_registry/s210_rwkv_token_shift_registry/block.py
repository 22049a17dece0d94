from types import SimpleNamespace

import torch

from .time_mix import TimeMix

DEFAULT_CFG = SimpleNamespace(d_model=8, head_size=4, n_layer=4, decay="linear")


class RWKVBlock(torch.nn.Module):
    def __init__(self, cfg=DEFAULT_CFG, layer_id: int = 1):
        super().__init__()
        self.ln = torch.nn.LayerNorm(cfg.d_model)
        self.att = TimeMix(cfg, layer_id)

    def forward(self, x, shift_state, wkv_state, is_new):
        h, shift_state, wkv_state = self.att(self.ln(x), shift_state, wkv_state, is_new)
        return x + h, shift_state, wkv_state


rwkv_block = torch.compile(RWKVBlock(), fullgraph=True)
