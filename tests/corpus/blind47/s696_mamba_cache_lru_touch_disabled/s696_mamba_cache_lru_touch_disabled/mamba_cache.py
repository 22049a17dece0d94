import torch

from .base_cache import BaseStateCacheManager


class MambaCacheManager(BaseStateCacheManager):
    def __init__(self, num_layers: int, num_slots: int, d_inner: int, d_conv: int, d_state: int):
        super().__init__(num_slots)
        self.conv_state = torch.zeros(num_layers, num_slots, d_inner, d_conv - 1)
        self.ssm_state = torch.zeros(num_layers, num_slots, d_inner, d_state)

    def layer_states(self, layer_idx: int, state_indices: torch.Tensor):
        self._touch_slots(state_indices)
        conv = self.conv_state[layer_idx].index_select(0, state_indices)
        ssm = self.ssm_state[layer_idx].index_select(0, state_indices)
        return conv, ssm

    def write_back(self, layer_idx: int, state_indices: torch.Tensor, conv, ssm) -> None:
        self.conv_state[layer_idx].index_copy_(0, state_indices, conv)
        self.ssm_state[layer_idx].index_copy_(0, state_indices, ssm)
