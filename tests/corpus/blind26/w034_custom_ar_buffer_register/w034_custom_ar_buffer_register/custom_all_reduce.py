import torch

_MAX_CAR_BYTES = 8 * 1024 * 1024


class IPCBufferRegistry:
    """Tracks which activation buffers have been exported to peer ranks."""

    def __init__(self):
        self._registered = {}

    @torch.compiler.disable
    def register(self, t: torch.Tensor) -> bool:
        ptr = t.untyped_storage().data_ptr()
        if ptr not in self._registered:
            self._registered[ptr] = t.numel() * t.element_size()
        return True

    def __len__(self):
        return len(self._registered)


class CustomAllReduce:
    def __init__(self, world_size: int = 1, max_bytes: int = _MAX_CAR_BYTES):
        self.world_size = world_size
        self.max_bytes = max_bytes
        self.registry = IPCBufferRegistry()
        self.disabled = world_size not in (1, 2, 4, 8)

    def should_use(self, x: torch.Tensor) -> bool:
        if self.disabled:
            return False
        return x.numel() * x.element_size() <= self.max_bytes

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        self.registry.register(x)
        if self.world_size == 1:
            return x
        out = torch.empty_like(x)
        torch.ops._C_custom_ar.all_reduce(x, out)
        return out
