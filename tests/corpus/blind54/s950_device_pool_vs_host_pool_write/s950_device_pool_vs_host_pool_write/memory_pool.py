import torch


class KVCache:
    def __init__(self, size: int, head_num: int, head_dim: int, layer_num: int, dtype: torch.dtype):
        self.size = size
        self.head_num = head_num
        self.head_dim = head_dim
        self.layer_num = layer_num
        self.dtype = dtype

    def get_kv_buffer(self, layer_id: int):
        return self.get_key_buffer(layer_id), self.get_value_buffer(layer_id)


class MHATokenToKVPool(KVCache):
    def __init__(self, size, head_num, head_dim, layer_num, dtype=torch.float32):
        super().__init__(size, head_num, head_dim, layer_num, dtype)
        self.k_buffer = [torch.zeros(size + 1, head_num, head_dim, dtype=dtype) for _ in range(layer_num)]
        self.v_buffer = [torch.zeros(size + 1, head_num, head_dim, dtype=dtype) for _ in range(layer_num)]

    def get_key_buffer(self, layer_id: int) -> torch.Tensor:
        return self.k_buffer[layer_id]

    def get_value_buffer(self, layer_id: int) -> torch.Tensor:
        return self.v_buffer[layer_id]

    def set_kv_buffer(self, layer, loc: torch.Tensor, cache_k: torch.Tensor, cache_v: torch.Tensor,
                      k_scale=None, v_scale=None):
        layer_id = layer.layer_id
        if cache_k.dtype != self.dtype:
            if k_scale is not None:
                cache_k = cache_k / k_scale
            if v_scale is not None:
                cache_v = cache_v / v_scale
            cache_k = cache_k.to(self.dtype)
            cache_v = cache_v.to(self.dtype)
        valid = loc >= 0
        self.k_buffer[layer_id][loc[valid]] = cache_k[valid]
        self.v_buffer[layer_id][loc[valid]] = cache_v[valid]
