import torch
import torch.nn.functional as F

from .envs import envs
from .utils import is_sliding_window_layer, print_warning_once


class AttentionBackend:
    def forward(self, q, k, v, layer):
        return self.forward_extend(q, k, v, layer)

    def forward_extend(self, q, k, v, layer):
        raise NotImplementedError


class TorchNativeAttnBackend(AttentionBackend):
    def __init__(self):
        self.enable_swa = envs.SGLANG_TORCH_NATIVE_ENABLE_SWA.get()

    def _swa_mask(self, seq_len: int, window: int, device) -> torch.Tensor:
        pos = torch.arange(seq_len, device=device)
        return (pos[None, :] <= pos[:, None]) & (pos[:, None] - pos[None, :] < window)

    def forward_extend(self, q, k, v, layer):
        if is_sliding_window_layer(layer):
            if self.enable_swa:
                mask = self._swa_mask(q.shape[-2], layer.sliding_window_size, q.device)
                return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=layer.scaling)
            print_warning_once(
                f"Sliding window attention is disabled for the torch_native backend "
                f"(layer {layer.layer_id}); falling back to full causal attention."
            )
        return F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=layer.scaling)
