import torch

_HOST_MIRROR = {}


@torch.compiler.disable
def mirror_to_host(layer_idx: int, state: torch.Tensor) -> None:
    """Keep a CPU copy of the recurrent state for preemption / swap-out."""
    buf = _HOST_MIRROR.get(layer_idx)
    if buf is None or buf.shape != state.shape:
        buf = torch.empty(state.shape, dtype=state.dtype, device="cpu")
        _HOST_MIRROR[layer_idx] = buf
    buf.copy_(state.detach(), non_blocking=True)


def restore_from_host(layer_idx: int, state: torch.Tensor) -> bool:
    buf = _HOST_MIRROR.get(layer_idx)
    if buf is None:
        return False
    state.copy_(buf)
    return True
