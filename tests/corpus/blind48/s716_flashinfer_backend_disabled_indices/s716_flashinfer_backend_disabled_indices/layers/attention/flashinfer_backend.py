import torch

from .registry import register_attention_backend


@register_attention_backend("flashinfer")
class FlashInferAttnBackend:
    """Paged decode through a (simulated) BatchDecodeWithPagedKVCacheWrapper."""

    def __init__(self, page_size: int = 1):
        self.page_size = page_size
        self.kv_last_page_len = None
        self.plan_cache = {}

    @torch.compiler.disable
    def _update_decode_indices(self, kv_indptr: torch.Tensor, kv_indices: torch.Tensor) -> None:
        # wrapper.plan() copies the page table to pinned host memory and builds
        # the split-k schedule on the CPU; it must not be traced.
        seq_lens = (kv_indptr[1:] - kv_indptr[:-1]).tolist()
        self.kv_last_page_len = torch.tensor([(n - 1) % self.page_size + 1 for n in seq_lens])
        self.plan_cache[tuple(seq_lens)] = kv_indices.clone()

    def forward_decode(self, q, k, v, layer, kv_indices, kv_indptr, out_cache_loc):
        layer.k_buffer[out_cache_loc] = k
        layer.v_buffer[out_cache_loc] = v
        if layer.layer_id == 0:
            self._update_decode_indices(kv_indptr, kv_indices)
        keys = layer.k_buffer[kv_indices]
        values = layer.v_buffer[kv_indices]
        scores = (q @ keys.T) * layer.scaling
        return scores.softmax(-1) @ values
