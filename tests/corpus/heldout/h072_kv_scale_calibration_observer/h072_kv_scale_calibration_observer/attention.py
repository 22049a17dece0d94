import torch
from torch import nn

from .observers import ActivationRangeObserver, KVCacheScaleObserver


class CalibratedQKV(nn.Module):
    def __init__(self, hidden: int, layer_id: int, num_layers: int, observer=None) -> None:
        super().__init__()
        self.layer_id = layer_id
        self.qkv_proj = nn.Linear(hidden, 3 * hidden, bias=False)
        self.register_buffer("k_amax", torch.zeros(num_layers), persistent=False)
        self.register_buffer("v_amax", torch.zeros(num_layers), persistent=False)
        self.kv_observer = observer

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        if self.kv_observer is not None:
            k = self.kv_observer.observe(k, self.k_amax, layer_id=self.layer_id)
            v = self.kv_observer.observe(v, self.v_amax, layer_id=self.layer_id)
        attn = torch.softmax(q @ k.t() / q.shape[-1] ** 0.5, dim=-1)
        return attn @ v


input_observer = ActivationRangeObserver()
attn = CalibratedQKV(16, layer_id=3, num_layers=4, observer=KVCacheScaleObserver(num_layers=4))
attn_compiled = torch.compile(attn, fullgraph=True)
