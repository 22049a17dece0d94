"""Detokenization hooks, registered by name."""
import torch

BYTE_OFFSET = 3  # ids 3..258 are raw bytes <0x00>..<0xFF>
_HOOKS = {}


def register_hook(name):
    def deco(fn):
        _HOOKS[name] = fn
        return fn
    return deco


def get_hook(name):
    return _HOOKS[name]


def _is_byte_token(tok: int) -> bool:
    return BYTE_OFFSET <= tok < BYTE_OFFSET + 256


@register_hook("byte_fallback")
def byte_fallback_hook(token_ids: torch.Tensor, pending: bytearray) -> torch.Tensor:
    """Accumulate byte tokens until they form valid UTF-8."""
    ids = token_ids.tolist()
    flags = []
    for tok in ids:
        if _is_byte_token(tok):
            pending.append(tok - BYTE_OFFSET)
            flags.append(True)
        else:
            flags.append(False)
    return torch.tensor(flags, dtype=torch.bool)


@register_hook("none")
def no_hook(token_ids: torch.Tensor, pending: bytearray) -> torch.Tensor:
    return torch.zeros_like(token_ids, dtype=torch.bool)
