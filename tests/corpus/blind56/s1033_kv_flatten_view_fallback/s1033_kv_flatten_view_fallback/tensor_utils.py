import torch


def flatten_heads(x: torch.Tensor) -> torch.Tensor:
    """[tokens, heads, head_dim] -> [tokens, heads * head_dim] without a copy when possible."""
    try:
        return x.view(x.shape[0], -1)
    except RuntimeError:
        return x.reshape(x.shape[0], -1)


def unflatten_heads(x: torch.Tensor, num_heads: int) -> torch.Tensor:
    return x.view(x.shape[0], num_heads, -1)


def check_slot_mapping(slot_mapping: torch.Tensor, num_tokens: int) -> None:
    if slot_mapping.dim() != 1:
        raise ValueError(f"slot_mapping must be 1-D, got {slot_mapping.dim()}-D")
    if slot_mapping.shape[0] != num_tokens:
        raise ValueError(
            f"slot_mapping has {slot_mapping.shape[0]} entries for {num_tokens} tokens"
        )
