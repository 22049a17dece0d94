from typing import Dict

import torch


class ActivationChannel:
    """In-process stand-in for the send/recv pair between adjacent pipeline stages."""

    def __init__(self):
        self._inflight: Dict[str, torch.Tensor] = {}

    def send(self, key: str, tensor: torch.Tensor) -> None:
        self._inflight[key] = tensor.detach()

    def recv(self, key: str) -> torch.Tensor:
        return self._inflight.pop(key)
