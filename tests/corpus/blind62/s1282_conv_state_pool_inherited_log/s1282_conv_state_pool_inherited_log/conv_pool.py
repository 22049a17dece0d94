import torch

from .state_pool_base import StatePoolBase


class ConvStatePool(StatePoolBase):
    """Conv states for short-conv layers: (num_layers, size, dim, kernel - 1)."""

    def __init__(self, size: int, num_layers: int, dim: int, kernel_size: int, device: str = "cpu"):
        super().__init__(size, num_layers, device)
        self.dim = dim
        self.kernel_size = kernel_size
        self.conv_states = torch.zeros(
            num_layers, size, dim, kernel_size - 1, dtype=torch.float32, device=device
        )

    def get_layer_state(self, layer_id: int) -> torch.Tensor:
        return self.conv_states[layer_id]

    def read_states(self, layer_id: int, slot_indices: torch.Tensor) -> torch.Tensor:
        return self.conv_states[layer_id].index_select(0, slot_indices)
