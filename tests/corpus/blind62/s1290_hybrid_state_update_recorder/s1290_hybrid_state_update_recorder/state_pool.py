import torch


class MambaStatePool:
    def __init__(self, num_layers: int, max_slots: int, conv_dim: int, conv_width: int, d_inner: int, d_state: int):
        self.num_layers = num_layers
        self.max_slots = max_slots
        self.conv_states = torch.zeros(num_layers, max_slots, conv_dim, conv_width - 1)
        self.ssm_states = torch.zeros(num_layers, max_slots, d_inner, d_state)

    def get_state(self, layer_id: int, indices: torch.Tensor):
        return (
            self.conv_states[layer_id].index_select(0, indices),
            self.ssm_states[layer_id].index_select(0, indices),
        )

    def update_state(self, layer_id: int, indices: torch.Tensor, conv_state: torch.Tensor, ssm_state: torch.Tensor):
        self.conv_states[layer_id].index_copy_(0, indices, conv_state)
        self.ssm_states[layer_id].index_copy_(0, indices, ssm_state)
