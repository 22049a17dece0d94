import torch

from .kv_ops import store_kv_cache


class KVCache:
    def __init__(self, size: int, dtype: torch.dtype, layer_num: int):
        self.size = size
        self.dtype = dtype
        self.layer_num = layer_num

    def get_key_buffer(self, layer_id: int) -> torch.Tensor:
        raise NotImplementedError

    def get_value_buffer(self, layer_id: int) -> torch.Tensor:
        raise NotImplementedError

    def set_kv_buffer(self, layer_id, loc, cache_k, cache_v):
        raise NotImplementedError


class MHATokenToKVPool(KVCache):
    def __init__(self, size: int, head_num: int, head_dim: int, layer_num: int,
                 dtype: torch.dtype = torch.float32):
        super().__init__(size, dtype, layer_num)
        # slot 0 is reserved as the padding slot, hence size + 1
        self.k_buffer = [torch.zeros(size + 1, head_num, head_dim, dtype=dtype)
                         for _ in range(layer_num)]
        self.v_buffer = [torch.zeros(size + 1, head_num, head_dim, dtype=dtype)
                         for _ in range(layer_num)]

    def get_key_buffer(self, layer_id):
        return self.k_buffer[layer_id]

    def get_value_buffer(self, layer_id):
        return self.v_buffer[layer_id]

    def set_kv_buffer(self, layer_id, loc, cache_k, cache_v):
        store_kv_cache(self.k_buffer[layer_id], self.v_buffer[layer_id], loc, cache_k, cache_v)


class TokenToKVPoolAllocator:
    def __init__(self, size: int, kvcache: KVCache):
        self.size = size
        self._kvcache = kvcache
        self.clear()

    def clear(self):
        self.free_slots = torch.arange(1, self.size + 1, dtype=torch.int64)

    def available_size(self) -> int:
        return len(self.free_slots)

    def alloc(self, need_size: int):
        if need_size > len(self.free_slots):
            return None
        select_index = self.free_slots[:need_size]
        self.free_slots = self.free_slots[need_size:]
        return select_index

    def free(self, free_index: torch.Tensor):
        if free_index.numel() == 0:
            return
        self.free_slots = torch.cat((self.free_slots, free_index))
