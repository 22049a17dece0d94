import torch

_HALF_DTYPES = (torch.float16, torch.bfloat16)


def upcast_for_reduction(hidden_states: torch.Tensor) -> torch.Tensor:
    if hidden_states.dtype in _HALF_DTYPES:
        return hidden_states.to(torch.float32)
    return hidden_states


def restore_dtype(hidden_states: torch.Tensor, like: torch.Tensor) -> torch.Tensor:
    if hidden_states.dtype != like.dtype:
        return hidden_states.to(like.dtype)
    return hidden_states


def clamp_value_for(dtype: torch.dtype, margin: float) -> float:
    return torch.finfo(dtype).max - margin


def clamp_inf_values(hidden_states: torch.Tensor, margin: float = 1000.0) -> torch.Tensor:
    """Keep activations inside the representable range of their dtype.

    T5 checkpoints trained in bf16 overflow in fp16 inside the feed-forward
    block; clamping right after the residual add keeps the next layer norm
    from producing NaNs.
    """
    if torch.isinf(hidden_states).any() or torch.isnan(hidden_states).any():
        clamp_value = clamp_value_for(hidden_states.dtype, margin)
        hidden_states = torch.nan_to_num(hidden_states, nan=0.0)
        hidden_states = torch.clamp(hidden_states, min=-clamp_value, max=clamp_value)
    return hidden_states
