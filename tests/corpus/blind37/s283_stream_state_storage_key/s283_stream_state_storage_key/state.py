"""Per-stream left-context cache for chunked streaming inference."""
import torch


class ChunkStateCache:
    """Keeps the last `context` frames of every live stream.

    Streams are identified by the storage of their input chunk buffer, which the
    server reuses for the lifetime of a connection.
    """

    def __init__(self, context: int, dim: int):
        self.context = context
        self.dim = dim
        self._slots: dict[int, torch.Tensor] = {}

    def _key(self, chunk: torch.Tensor) -> int:
        return chunk.untyped_storage().data_ptr()

    def left_context(self, chunk: torch.Tensor) -> torch.Tensor:
        key = self._key(chunk)
        ctx = self._slots.get(key)
        if ctx is None:
            ctx = chunk.new_zeros(chunk.shape[0], self.context, self.dim)
        return ctx

    def update(self, chunk: torch.Tensor, frames: torch.Tensor) -> None:
        self._slots[self._key(chunk)] = frames[:, -self.context:].detach()
