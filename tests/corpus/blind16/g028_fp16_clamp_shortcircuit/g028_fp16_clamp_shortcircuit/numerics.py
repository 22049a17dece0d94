import torch


def clamp_inf_values(hidden_states: torch.Tensor) -> torch.Tensor:
    """fp16 activations overflow in the feed-forward of large checkpoints: pull them back into range."""
    if hidden_states.dtype == torch.float16 and torch.isinf(hidden_states).any():
        clamp_value = torch.finfo(hidden_states.dtype).max - 1000
        hidden_states = torch.clamp(hidden_states, min=-clamp_value, max=clamp_value)
    return hidden_states
