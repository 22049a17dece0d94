from types import SimpleNamespace

import torch

from .registry import DECAY_SCHEDULES, head_layout


class TimeMix(torch.nn.Module):
    def __init__(self, cfg: SimpleNamespace, layer_id: int):
        super().__init__()
        self.cfg = cfg
        ratio = layer_id / max(cfg.n_layer - 1, 1)
        self.time_decay = torch.nn.Parameter(DECAY_SCHEDULES[cfg.decay](cfg.d_model, ratio))
        self.time_first = torch.nn.Parameter(torch.zeros(cfg.d_model))
        self.mix_k = torch.nn.Parameter(torch.full((cfg.d_model,), 0.5))
        self.mix_v = torch.nn.Parameter(torch.full((cfg.d_model,), 0.5))
        self.key = torch.nn.Linear(cfg.d_model, cfg.d_model, bias=False)
        self.value = torch.nn.Linear(cfg.d_model, cfg.d_model, bias=False)
        self.receptance = torch.nn.Linear(cfg.d_model, cfg.d_model, bias=False)
        self.output = torch.nn.Linear(cfg.d_model, cfg.d_model, bias=False)

    def forward(self, x, shift_state, wkv_state, is_new):
        n_head, head_size, scale = head_layout(self.cfg.d_model, self.cfg.head_size)
        keep = (1.0 - is_new.to(x.dtype)).view(-1, 1)
        prev = shift_state * keep
        xk = x * self.mix_k + prev * (1 - self.mix_k)
        xv = x * self.mix_v + prev * (1 - self.mix_v)
        k = self.key(xk).view(-1, n_head, head_size) * scale
        v = self.value(xv).view(-1, n_head, head_size)
        r = torch.sigmoid(self.receptance(x)).view(-1, n_head, head_size)
        s = wkv_state * keep.view(-1, 1, 1, 1)
        kv = k.unsqueeze(-1) * v.unsqueeze(-2)
        u = self.time_first.view(n_head, head_size, 1)
        out = torch.einsum("bhk,bhkv->bhv", r, s + u * kv)
        w = torch.exp(-torch.exp(self.time_decay)).view(n_head, head_size, 1)
        s = s * w + kv
        return self.output(out.reshape(x.shape)), x, s
