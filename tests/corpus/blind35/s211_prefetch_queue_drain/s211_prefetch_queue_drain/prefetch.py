import queue
from dataclasses import dataclass, field

import torch


@dataclass
class PrefetchTicket:
    layer_idx: int
    weight: torch.Tensor
    bias: torch.Tensor


@dataclass
class PrefetchConfig:
    depth: int = 2
    pin_host: bool = False
    tickets: "queue.Queue[PrefetchTicket]" = field(default_factory=queue.Queue)


class LayerPrefetcher:
    """Keeps the next ``depth`` layers' weights staged on the compute device."""

    def __init__(self, host_weights, host_biases, config: PrefetchConfig | None = None):
        self.cfg = config or PrefetchConfig()
        self.host_weights = host_weights
        self.host_biases = host_biases
        self._staged: dict[int, PrefetchTicket] = {}
        self._next = 0

    def _enqueue(self, idx: int, device: torch.device) -> None:
        w = self.host_weights[idx].to(device, non_blocking=True)
        b = self.host_biases[idx].to(device, non_blocking=True)
        self.cfg.tickets.put(PrefetchTicket(idx, w, b))

    def warm(self, device: torch.device) -> None:
        while self._next < min(self.cfg.depth, len(self.host_weights)):
            self._enqueue(self._next, device)
            self._next += 1

    def _drain(self) -> None:
        # Move everything the copy thread has finished into the staged map.
        while not self.cfg.tickets.empty():
            ticket = self.cfg.tickets.get_nowait()
            self._staged[ticket.layer_idx] = ticket

    def acquire(self, idx: int, device: torch.device) -> tuple[torch.Tensor, torch.Tensor]:
        if idx not in self._staged:
            self._drain()
        ticket = self._staged.pop(idx, None)
        if ticket is None:
            w = self.host_weights[idx].to(device)
            b = self.host_biases[idx].to(device)
            return w, b
        return ticket.weight, ticket.bias
