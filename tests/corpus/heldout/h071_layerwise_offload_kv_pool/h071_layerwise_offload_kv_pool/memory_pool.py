import threading

import torch


class MHATokenToKVPool:
    def __init__(self, size: int, head_num: int, head_dim: int, layer_num: int) -> None:
        self.size = size
        self.layer_num = layer_num
        self.k_buffer = [torch.zeros(size, head_num, head_dim) for _ in range(layer_num)]
        self.v_buffer = [torch.zeros(size, head_num, head_dim) for _ in range(layer_num)]

    def get_key_buffer(self, layer_id: int) -> torch.Tensor:
        return self.k_buffer[layer_id]

    def get_value_buffer(self, layer_id: int) -> torch.Tensor:
        return self.v_buffer[layer_id]

    def set_kv_buffer(self, layer_id: int, loc: torch.Tensor, cache_k: torch.Tensor, cache_v: torch.Tensor) -> None:
        self.k_buffer[layer_id][loc] = cache_k
        self.v_buffer[layer_id][loc] = cache_v


class LayerDoneCounter:
    def __init__(self, num_layers: int) -> None:
        self.events = [threading.Event() for _ in range(num_layers)]
        for ev in self.events:
            ev.set()

    def wait_until(self, layer_id: int) -> None:
        self.events[layer_id].wait()


class HostOffloadedKVPool(MHATokenToKVPool):
    """KV pool whose layers are streamed back from host memory layer by layer."""

    def __init__(self, size: int, head_num: int, head_dim: int, layer_num: int) -> None:
        super().__init__(size, head_num, head_dim, layer_num)
        self.layer_transfer_counter = LayerDoneCounter(layer_num)

    def get_key_buffer(self, layer_id: int) -> torch.Tensor:
        if self.layer_transfer_counter is not None:
            self.layer_transfer_counter.wait_until(layer_id)
        return self.k_buffer[layer_id]

    def get_value_buffer(self, layer_id: int) -> torch.Tensor:
        if self.layer_transfer_counter is not None:
            self.layer_transfer_counter.wait_until(layer_id)
        return self.v_buffer[layer_id]
