import torch


class TokenToKVPool:
    """Per-layer K/V buffers indexed by a flat token slot id."""

    def __init__(self, size: int, head_num: int, head_dim: int, layer_num: int, dtype=torch.float32):
        self.size = size
        self.k_buffer = [torch.zeros(size + 1, head_num, head_dim, dtype=dtype) for _ in range(layer_num)]
        self.v_buffer = [torch.zeros(size + 1, head_num, head_dim, dtype=dtype) for _ in range(layer_num)]

    def get_kv_buffer(self, layer_id: int):
        return self.k_buffer[layer_id], self.v_buffer[layer_id]

    def set_kv_buffer(self, layer_id: int, loc: torch.Tensor, cache_k: torch.Tensor, cache_v: torch.Tensor):
        self.k_buffer[layer_id][loc] = cache_k
        self.v_buffer[layer_id][loc] = cache_v
