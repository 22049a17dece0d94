import torch


class TokenToKVPool:
    def __init__(self, size: int, heads: int, head_dim: int, layers: int) -> None:
        self.buffer = torch.zeros(layers, 2, size, heads, head_dim)
        self.bytes_per_layer = self.buffer[0].numel() * self.buffer.element_size()

    def get_kv(self, layer: int):
        return self.buffer[layer, 0], self.buffer[layer, 1]

    def is_pool_view(self, t: torch.Tensor) -> bool:
        return t.untyped_storage().nbytes() == self.buffer.untyped_storage().nbytes()
