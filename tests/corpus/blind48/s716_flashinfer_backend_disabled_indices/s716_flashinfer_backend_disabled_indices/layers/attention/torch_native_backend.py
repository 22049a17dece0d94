import torch

from .registry import register_attention_backend


@register_attention_backend("torch_native")
class TorchNativeAttnBackend:
    def __init__(self, page_size: int = 1):
        self.page_size = page_size

    def forward_decode(self, q, k, v, layer, kv_indices, kv_indptr, out_cache_loc):
        layer.k_buffer[out_cache_loc] = k
        layer.v_buffer[out_cache_loc] = v
        keys = layer.k_buffer[kv_indices]
        values = layer.v_buffer[kv_indices]
        scores = (q @ keys.T) * layer.scaling
        return scores.softmax(-1) @ values
