import torch

from .base import AttentionBackend


class TorchNativeAttnBackend(AttentionBackend):
    def __init__(self, causal: bool = False) -> None:
        self.causal = causal

    def forward_decode(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, layer) -> torch.Tensor:
        out = torch.nn.functional.scaled_dot_product_attention(
            q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=self.causal, scale=layer.scaling
        )
        return out.transpose(0, 1)

    def forward_extend(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, layer) -> torch.Tensor:
        return self.forward_decode(q, k, v, layer)
