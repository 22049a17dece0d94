import torch


def fp16_safe_clamp_value(hidden_states: torch.Tensor, margin: float = 1000.0) -> torch.Tensor:
    """Clamp bound for ``hidden_states``: shrink it when the tensor already holds inf."""
    finfo = torch.finfo(hidden_states.dtype)
    return torch.where(
        torch.isinf(hidden_states).any(),
        finfo.max - margin,
        finfo.max,
    )


def clamp_inf(hidden_states: torch.Tensor, margin: float = 1000.0) -> torch.Tensor:
    clamp_value = fp16_safe_clamp_value(hidden_states, margin)
    return torch.clamp(hidden_states, min=-clamp_value, max=clamp_value)


def scrub_nonfinite(hidden_states: torch.Tensor) -> torch.Tensor:
    finfo = torch.finfo(hidden_states.dtype)
    has_nan = torch.isnan(hidden_states)
    hidden_states = torch.where(has_nan, torch.zeros_like(hidden_states), hidden_states)
    return torch.nan_to_num(hidden_states, posinf=finfo.max, neginf=finfo.min)
