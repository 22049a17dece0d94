"""Host->device weight streaming with pinned staging buffers."""
import torch


def _can_pin() -> bool:
    return torch.cuda.is_available()


class WeightStreamer:
    def __init__(self, device: str | torch.device = "cpu", pin: bool = True):
        self.device = torch.device(device)
        self.pin = pin and _can_pin()
        self.bytes_streamed = 0

    def _stage(self, host: torch.Tensor) -> torch.Tensor:
        # Pageable memory makes non_blocking copies synchronous; re-pin lazily.
        if self.pin and not host.is_pinned():
            host = host.pin_memory()
        return host

    def stream(self, host: torch.Tensor) -> torch.Tensor:
        if host.device == self.device:
            return host
        staged = self._stage(host)
        self.bytes_streamed += staged.numel() * staged.element_size()
        return staged.to(self.device, non_blocking=True)


class StreamingContext:
    """Shared streamer; layers call ``fetch`` with their host tensors."""

    def __init__(self, streamer: WeightStreamer):
        self.streamer = streamer

    def fetch(self, *tensors: torch.Tensor) -> list[torch.Tensor]:
        return [self.streamer._stage(t) if not t.is_pinned() else t for t in tensors]
