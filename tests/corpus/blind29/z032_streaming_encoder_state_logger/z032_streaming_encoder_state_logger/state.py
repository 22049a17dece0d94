"""Carried left-context for causal convolutions in a streaming encoder."""
import logging

import torch

logger = logging.getLogger(__name__)


class ConvStateCache:
    """Keeps the last ``kernel_size - 1`` frames of every conv layer."""

    def __init__(self, num_layers: int, channels: int, kernel_size: int):
        self.context = kernel_size - 1
        self.states = [torch.zeros(1, channels, self.context) for _ in range(num_layers)]

    def prepend(self, layer: int, x: torch.Tensor) -> torch.Tensor:
        state = self.states[layer].expand(x.shape[0], -1, -1)
        return torch.cat([state, x], dim=-1)

    def update(self, layer: int, padded: torch.Tensor) -> None:
        new_state = padded[..., -self.context:].detach()
        logger.debug("layer %d: carried %d frames", layer, new_state.shape[-1])
        self.states[layer] = new_state[:1]
