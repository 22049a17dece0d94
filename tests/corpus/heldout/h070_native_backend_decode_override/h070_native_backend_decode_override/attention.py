import torch
from torch import nn

from .backends import AttentionBackend, TorchNativeAttnBackend


class RadixAttention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, layer_id: int, attn_backend: AttentionBackend) -> None:
        super().__init__()
        self.tp_q_head_num = num_heads
        self.head_dim = head_dim
        self.scaling = head_dim**-0.5
        self.layer_id = layer_id
        self.attn_backend = attn_backend

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        assert isinstance(self.attn_backend, TorchNativeAttnBackend), "CPU graph runner needs the torch_native backend"
        return self.attn_backend.forward_decode(q, k, v, self)


attn = RadixAttention(num_heads=4, head_dim=8, layer_id=0, attn_backend=TorchNativeAttnBackend())
attn_compiled = torch.compile(attn, fullgraph=True)
